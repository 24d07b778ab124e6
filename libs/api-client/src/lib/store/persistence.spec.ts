import type { SystemStatusValue } from '@mweb/api-contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStorage, createTestStore, testSession } from '../../testing/create-test-store';
import { accountApi } from '../endpoints/account.api';
import { languageChosen, themeToggled } from '../preferences/preferences.slice';
import { sessionCleared, sessionStarted } from '../session/session.slice';

const ORIGIN = 'http://gateway.test';
const server = setupServer(
  http.get(`${ORIGIN}/wps/member/info`, () =>
    HttpResponse.json({
      success: true,
      value: { id: 9, account: 'thai01', nickname: null, type: 0, language: 'TH', clubLabel: null },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** A logged-in member's store on a browser whose local storage is `local`. */
function memberStore(local: MemoryStorage) {
  const made = createTestStore({
    areas: { local, session: new MemoryStorage() },
    site: { gatewayOrigin: ORIGIN, merchantCode: 'demo', device: 'OTHERS' },
  });
  made.store.dispatch(sessionStarted(testSession({ token: 't', userName: 'thai01' })));
  return made;
}

const status: SystemStatusValue = {
  info: {
    customerService: [],
    resources: [],
    whitelabel: [{ modId: 'CBS3', enabled: '1' }],
    imageCDNs: ['https://cdn.example'],
  },
  location: { ip: '198.51.100.1' },
  maintenance: { enabled: false },
  regionRestriction: { enabled: true },
};

describe('persistence', () => {
  it('starts a cold start from the stored session, preferences and last status', () => {
    const local = new MemoryStorage();
    local.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({ token: 't', userName: 'demo01', merchantCode: 'demo', type: 1 }),
    );
    local.setItem('theme', '"light"');
    local.setItem('language', '"TH"');
    local.setItem('status', JSON.stringify({ value: status, fetchedAt: 42 }));
    const { store } = createTestStore({ areas: { local, session: new MemoryStorage() } });
    const state = store.getState();
    expect(state.session).toMatchObject({ token: 't', userName: 'demo01', type: 1 });
    expect(state.preferences).toMatchObject({ theme: 'light', language: 'TH' });
    expect(state.site).toMatchObject({
      systemStatus: 2,
      flags: { CBS3: true },
      statusFetchedAt: 42,
    });
  });

  it('starts clean from corrupt storage', () => {
    const local = new MemoryStorage();
    local.setItem('MC_SESSION_INFO', '{broken');
    local.setItem('language', '"XX"');
    local.setItem('status', '{"value":{}}');
    const { store } = createTestStore({ areas: { local, session: new MemoryStorage() } });
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().preferences.language).toBe('EN');
    expect(store.getState().site.systemStatus).toBeNull();
  });

  it('writes a new session to both storages, and wipes them on logout', () => {
    const { store, areas } = createTestStore();
    areas.session?.setItem('scratch', 'x');
    store.dispatch(sessionStarted(testSession({ token: 't' })));
    expect(areas.local?.getItem('MC_SESSION_INFO')).toContain('"token":"t"');
    expect(areas.session?.getItem('MC_SESSION_INFO')).toContain('"token":"t"');
    store.dispatch(sessionCleared());
    expect(areas.local?.getItem('MC_SESSION_INFO')).toBeNull();
    expect(areas.session?.length).toBe(0);
    expect(areas.local?.getItem('autoLogin')).toBe('"0"');
  });

  it('stores theme and language choices', () => {
    const { store, areas } = createTestStore();
    store.dispatch(themeToggled());
    store.dispatch(languageChosen('vi'));
    expect(areas.local?.getItem('theme')).toBe('"light"');
    expect(areas.local?.getItem('language')).toBe('"VI"');
  });

  it("takes the member's saved language on a browser that holds none, and stores it", async () => {
    const { store, areas } = memberStore(new MemoryStorage());
    store.dispatch(themeToggled());
    expect(areas.local?.getItem('language')).toBeNull();
    await store.dispatch(accountApi.endpoints.memberInfo.initiate());
    expect(store.getState().preferences).toMatchObject({ language: 'TH', languageStored: true });
    expect(areas.local?.getItem('language')).toBe('"TH"');
  });

  it('keeps the language this browser chose over the saved one', async () => {
    const local = new MemoryStorage();
    local.setItem('language', '"VI"');
    const { store } = memberStore(local);
    await store.dispatch(accountApi.endpoints.memberInfo.initiate());
    expect(store.getState().preferences.language).toBe('VI');
  });
});
