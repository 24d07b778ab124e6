// @vitest-environment jsdom
import { ROUTES } from '@mweb/api-contract/testing';
import { memberInfoFixture } from '@mweb/api-contract/fixtures';
import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, useMemberInfoQuery } from '../lib/endpoints/account.api';
import { accountFormsApi } from '../lib/endpoints/account-forms.api';
import { sessionStarted } from '../lib/session/session.slice';
import { createTestStore, testSession } from './create-test-store';
import { createGatewayCipher } from './gateway-cipher';
import { answerLike, fail, gatewayHandlers } from './gateway-handlers';
import { renderWithProviders } from './render-with-providers';

const ORIGIN = 'http://gateway.test';
const server = setupServer(...gatewayHandlers(ORIGIN));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function Nickname() {
  const { data, error } = useMemberInfoQuery();
  if (error) return <p role="alert">failed</p>;
  return <p>{data ? (data.nickname ?? data.account) : 'loading'}</p>;
}

function loggedInStore() {
  const { store } = createTestStore({ site: { gatewayOrigin: ORIGIN } });
  store.dispatch(sessionStarted(testSession({ token: 't' })));
  return store;
}

describe('the testing entry', () => {
  it('renders a component against the fixture handlers through a real store', async () => {
    renderWithProviders(<Nickname />, { store: loggedInStore() });
    expect(await screen.findByText(memberInfoFixture.nickname ?? '')).toBeTruthy();
  });

  it('lets a test put a failure in front of the fixtures', async () => {
    server.use(
      fail(
        ROUTES['account.memberInfo'],
        { errorCode: 'function.not.available', status: 403 },
        ORIGIN,
      ),
    );
    renderWithProviders(<Nickname />, { store: loggedInStore() });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it("answers a call's fixture with only the fields a case names changed", async () => {
    server.use(answerLike('account.memberInfo', { nickname: 'Changed' }, ORIGIN));
    const store = loggedInStore();
    renderWithProviders(<Nickname />, { store });
    expect(await screen.findByText('Changed')).toBeTruthy();
    const { data } = accountApi.endpoints.memberInfo.select(undefined)(store.getState());
    expect(data).toEqual({ ...memberInfoFixture, nickname: 'Changed' });
  });

  it('refuses to change a fixture that is not an object', () => {
    expect(() => answerLike('messages.liveModels', { a: 1 })).toThrow(
      'The fixture of messages.liveModels is not an object to change.',
    );
  });
});

describe('the gateway cipher', () => {
  it('hands out its key and reads back what an encrypted login sent', async () => {
    const cipher = await createGatewayCipher(ORIGIN);
    const sent: unknown[] = [];
    server.use(
      ...cipher.handlers,
      http.post(`${ORIGIN}${ROUTES['account.login'].path}`, async ({ request }) => {
        sent.push(await cipher.decrypt(request));
        return HttpResponse.json({
          success: true,
          value: { token: 't', userName: 'demo01', type: 0, firstTimeLogin: false },
        });
      }),
    );
    const { store } = createTestStore({ site: { gatewayOrigin: ORIGIN } });
    const payload = {
      username: 'demo01',
      password: 'Demo1234!',
      type: 'username' as const,
      loginDeviceId: 'device-1',
    };
    await store.dispatch(accountFormsApi.endpoints.login.initiate(payload));
    expect(sent).toEqual([payload]);
    expect(store.getState().session.token).toBe('t');
  });
});
