import { accountApi, contentApi } from '@mweb/api-client';
import { setBootedDispatch } from '@mweb/api-client/scheduling';
import { createTestStore, renderWithProviders } from '@mweb/api-client/testing';
import { recordRequests } from '@mweb/api-client/screen-tests';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GATEWAY, setUpScreenTests } from '../../__fixtures__/render-screen';
import { authScreens } from '../auth.screens';
import { useSlideCheck } from './fields';
import { askFirstSlideChallenge, releaseFirstSlideChallenge } from './first-slide-challenge';

const kit = setUpScreenTests();

afterEach(() => {
  setBootedDispatch(undefined);
});

/** A form's slide check, showing the challenge it holds. */
function Check() {
  const check = useSlideCheck(true, releaseFirstSlideChallenge);
  return <output aria-label="challenge">{check.challenge?.slideId ?? 'none'}</output>;
}

const bootStore = () => {
  const { store } = createTestStore({ site: { gatewayOrigin: GATEWAY, merchantCode: 'demo' } });
  setBootedDispatch(store.dispatch);
  return store;
};

const pathsOf = (urls: URL[]) => urls.map((url) => url.pathname);

describe('the first slide challenge, asked for while the form’s code downloads', () => {
  it('leaves after the status answer, before the form renders, and the form takes it over', async () => {
    const seen = recordRequests(kit.server);
    const store = bootStore();

    askFirstSlideChallenge();
    await waitFor(() => expect(pathsOf(seen)).toContain('/wps/captcha/slide'));
    expect(pathsOf(seen)).toEqual(['/wps/v2/system/status', '/wps/captcha/slide']);

    const view = renderWithProviders(<Check />, { store });
    expect(await screen.findByText('slide-fixture-0001')).toBeInTheDocument();
    // The form asked for nothing more: one challenge in all.
    expect(pathsOf(seen).filter((path) => path === '/wps/captcha/slide')).toHaveLength(1);

    // Let go by the early request, the answer lives as long as the form watches it: a challenge
    // is single use.
    view.unmount();
    await waitFor(() =>
      expect(accountApi.endpoints.slideChallenge.select(0)(store.getState()).status).toBe(
        'uninitialized',
      ),
    );
  });

  it('is asked for by the login screen’s loader, beside the screen’s code', async () => {
    const seen = recordRequests(kit.server);
    bootStore();

    const login = authScreens.find((record) => record.name === 'login')?.load;
    const screenCode = typeof login === 'function' ? login() : undefined;
    await waitFor(() => expect(pathsOf(seen)).toContain('/wps/captcha/slide'));
    expect(await screenCode).toHaveProperty('Component');
    releaseFirstSlideChallenge();
  });

  it('holds one request at a time when asked again, as a loader tried again asks', async () => {
    const store = bootStore();
    const status = () => accountApi.endpoints.slideChallenge.select(0)(store.getState()).status;

    askFirstSlideChallenge();
    await waitFor(() => expect(status()).toBe('fulfilled'));
    askFirstSlideChallenge();
    // The second request has left (it waits for the status answer, which is in).
    await store.dispatch(
      contentApi.endpoints.systemStatus.initiate(undefined, { subscribe: false }),
    );
    releaseFirstSlideChallenge();
    // Neither request holds the single-use answer any longer.
    await waitFor(() => expect(status()).toBe('uninitialized'));
  });

  it('asks nothing without a booted store (a test, a story), nor once let go', async () => {
    const seen = recordRequests(kit.server);
    askFirstSlideChallenge();
    expect(seen).toEqual([]);

    const store = bootStore();
    askFirstSlideChallenge();
    releaseFirstSlideChallenge();
    // Once the status has answered (the early request waits for it), no challenge is under way.
    await store.dispatch(
      contentApi.endpoints.systemStatus.initiate(undefined, { subscribe: false }),
    );
    expect(accountApi.endpoints.slideChallenge.select(0)(store.getState()).status).toBe(
      'uninitialized',
    );
  });
});
