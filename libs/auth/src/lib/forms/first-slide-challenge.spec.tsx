import { accountFormsApi, bootedStore, contentApi } from '@mweb/api-client';
import { createTestStore, renderWithProviders } from '@mweb/api-client/testing';
import { recordRequests } from '@mweb/api-client/screen-tests';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GATEWAY, setUpScreenTests } from '../../__fixtures__/render-screen';
import { askFirstSlideChallenge, useSlideCheck } from './fields';

const kit = setUpScreenTests();

afterEach(() => {
  delete bootedStore.dispatch;
});

/** A form's slide check, showing the challenge it holds. */
function Check({ firstChallenge }: { firstChallenge: () => void }) {
  const check = useSlideCheck(true, firstChallenge);
  return <output aria-label="challenge">{check.challenge?.slideId ?? 'none'}</output>;
}

const bootStore = () => {
  const { store } = createTestStore({ site: { gatewayOrigin: GATEWAY, merchantCode: 'demo' } });
  bootedStore.dispatch = store.dispatch;
  return store;
};

const pathsOf = (urls: URL[]) => urls.map((url) => url.pathname);

describe('the first slide challenge, asked for as the form’s code arrives', () => {
  it('leaves after the status answer, before the form renders, and the form takes it over', async () => {
    const seen = recordRequests(kit.server);
    const store = bootStore();

    const firstChallenge = askFirstSlideChallenge();
    await waitFor(() => expect(pathsOf(seen)).toContain('/wps/captcha/slide'));
    expect(pathsOf(seen)).toEqual(['/wps/v2/system/status', '/wps/captcha/slide']);

    const view = renderWithProviders(<Check firstChallenge={firstChallenge} />, { store });
    expect(await screen.findByText('slide-fixture-0001')).toBeInTheDocument();
    // The form asked for nothing more: one challenge in all.
    expect(pathsOf(seen).filter((path) => path === '/wps/captcha/slide')).toHaveLength(1);

    // Let go by the early request, the answer lives as long as the form watches it: a challenge
    // is single use.
    view.unmount();
    await waitFor(() =>
      expect(accountFormsApi.endpoints.slideChallenge.select(0)(store.getState()).status).toBe(
        'uninitialized',
      ),
    );
  });

  it('asks nothing without a booted store (a test, a story), nor once let go', async () => {
    const seen = recordRequests(kit.server);
    askFirstSlideChallenge();
    expect(seen).toEqual([]);

    const store = bootStore();
    const letGo = askFirstSlideChallenge();
    letGo();
    // Once the status has answered (the early request waits for it), no challenge is under way.
    await store.dispatch(
      contentApi.endpoints.systemStatus.initiate(undefined, { subscribe: false }),
    );
    expect(accountFormsApi.endpoints.slideChallenge.select(0)(store.getState()).status).toBe(
      'uninitialized',
    );
  });
});
