import { contentApi, messagesApi } from '@mweb/api-client';
import { createTypedStorage } from '@mweb/api-client/testing';
import { MemoryStorage } from '@mweb/api-client/testing';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../store/make-store';
import { LIVE_HOSTS_ARG, bannerAnnouncementsArg, sendBannerCalls } from './banner-calls';

const GATEWAY = 'http://gateway.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function newStore() {
  const storage = createTypedStorage(
    { local: new MemoryStorage(), session: new MemoryStorage() },
    () => undefined,
  );
  return makeStore({ storage, site: { gatewayOrigin: GATEWAY, merchantCode: 'demo' } });
}

/** Answers the banners' two calls, keeping the query string of every request each receives. */
function bannerGateway() {
  const received = { announcements: [] as string[], hosts: [] as string[] };
  const banner = {
    id: 1,
    title: 'Welcome',
    content: '',
    type: 'B',
    groupName: 'm_home',
    announcementImages: ['/banners/1.png'],
    read: false,
  };
  server.use(
    http.get(`${GATEWAY}/wps/relay/CCSFE_getListAnnouncements`, ({ request }) => {
      received.announcements.push(new URL(request.url).search);
      return HttpResponse.json({ success: true, value: [banner] });
    }),
    http.get(`${GATEWAY}/wps/relay/CBS_modelList`, ({ request }) => {
      received.hosts.push(new URL(request.url).search);
      return HttpResponse.json({ success: true, value: [] });
    }),
  );
  return received;
}

describe('sendBannerCalls', () => {
  it("asks for the merchant's phone banners and the live hosts, and keeps their answers", async () => {
    const received = bannerGateway();
    const store = newStore();
    await sendBannerCalls(store);
    expect(received).toEqual({
      announcements: ['?types=B&platform=M&merchantCode=demo'],
      hosts: ['?active=true'],
    });
    const state = store.getState();
    expect(
      contentApi.endpoints.announcements.select(bannerAnnouncementsArg('demo'))(state).data,
    ).toEqual([expect.objectContaining({ id: 1, groupName: 'm_home' })]);
    expect(messagesApi.endpoints.liveModels.select(LIVE_HOSTS_ARG)(state).data).toEqual([]);
  });

  it("lets the banners' own subscriptions take the requests over, so none goes twice", async () => {
    const received = bannerGateway();
    const store = newStore();
    const sent = sendBannerCalls(store);
    // What the banners subscribe to when home first renders, while the calls are on their way.
    const subscriptions = [
      store.dispatch(contentApi.endpoints.announcements.initiate(bannerAnnouncementsArg('demo'))),
      store.dispatch(messagesApi.endpoints.liveModels.initiate(LIVE_HOSTS_ARG)),
    ];
    await Promise.all([sent, ...subscriptions]);
    expect(received.announcements).toHaveLength(1);
    expect(received.hosts).toHaveLength(1);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('settles when the gateway refuses the calls, leaving the banners to show their failure', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/relay/CCSFE_getListAnnouncements`, () =>
        HttpResponse.json({ success: false, errorCode: 'function.not.available' }, { status: 500 }),
      ),
      http.get(`${GATEWAY}/wps/relay/CBS_modelList`, () => HttpResponse.error()),
    );
    const store = newStore();
    await expect(sendBannerCalls(store)).resolves.toBeUndefined();
    expect(
      contentApi.endpoints.announcements.select(bannerAnnouncementsArg('demo'))(store.getState())
        .isError,
    ).toBe(true);
  });
});
