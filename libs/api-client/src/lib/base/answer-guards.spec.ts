import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore } from '../../testing/create-test-store';
import { accountApi } from '../endpoints/account.api';
import { accountFormsApi } from '../endpoints/account-forms.api';
import { contentApi } from '../endpoints/content.api';
import { contentPagesApi } from '../endpoints/content-pages.api';
import {
  announcementOf,
  checkMemberInfo,
  checkSecurityConfig,
  countryOf,
  helpArticleOf,
  listOf,
} from './answer-guards';

const ORIGIN = 'http://gateway.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const envelope = (value: unknown) => () => HttpResponse.json({ success: true, value });
const storeFor = () =>
  createTestStore({ site: { gatewayOrigin: ORIGIN, merchantCode: 'demo' } }).store;

describe('list answers checked at the endpoint', () => {
  it('turns a well-formed envelope around a value that is not a list into an error of that call', async () => {
    server.use(
      http.get(`${ORIGIN}/wps/relay/CCSFE_getListAnnouncements`, envelope({ list: 'oops' })),
      http.get(`${ORIGIN}/wps/system/country`, envelope('VN')),
      http.get(`${ORIGIN}/wps/system/helpCenter`, envelope({ title: 'x' })),
      http.get(`${ORIGIN}/wps/member/info`, envelope([])),
    );
    const store = storeFor();
    const results = await Promise.all([
      store.dispatch(
        contentApi.endpoints.announcements.initiate({
          types: 'B',
          platform: 'M',
          merchantCode: 'demo',
        }),
      ),
      store.dispatch(accountFormsApi.endpoints.systemCountries.initiate()),
      store.dispatch(
        contentPagesApi.endpoints.helpCenter.initiate({ lang: 'en', device: 'MOBILE' }),
      ),
      store.dispatch(accountApi.endpoints.memberInfo.initiate()),
    ]);
    for (const result of results) {
      expect(result.data).toBeUndefined();
      expect(result.error).toMatchObject({ status: 'PARSE_ERROR', errorCode: 'parse.error' });
    }
  });

  it('keeps the well-formed entries of a list and leaves the broken ones out', async () => {
    server.use(
      http.get(
        `${ORIGIN}/wps/system/country`,
        envelope([
          { code: 'VN', name: 'Viet Nam', dialingCode: '84' },
          { code: 'XX', name: 7 },
          null,
        ]),
      ),
    );
    const result = await storeFor().dispatch(accountFormsApi.endpoints.systemCountries.initiate());
    expect(result.data).toEqual([{ code: 'VN', name: 'Viet Nam', dialingCode: '84' }]);
  });
});

describe('the guards', () => {
  it('fill in the contract’s defaults and refuse what a screen would crash on', () => {
    expect(
      announcementOf({ id: 1, title: 'Hi', content: '<p>x</p>', type: 'B', linkageType: 'URL' }),
    ).toEqual({
      id: 1,
      title: 'Hi',
      content: '<p>x</p>',
      type: 'B',
      announcementImages: [],
      read: false,
      linkageType: 'URL',
    });
    expect(announcementOf({ id: 1, title: 'Hi', content: 'x', type: 'B', linkage: 5 })).toBeNull();
    expect(announcementOf({ id: 1, title: 'Hi', content: 'x', type: 'Z' })).toBeNull();
    expect(countryOf({ code: 'VN', name: 'Viet Nam' })).toBeNull();
    expect(
      helpArticleOf({ title: 'A', children: [{ title: 'B' }, { title: 'C', content: 'D' }] }),
    ).toEqual({ title: 'A', children: [{ title: 'C', content: 'D' }] });
    expect(listOf('x', countryOf)({})).toEqual({
      issues: [{ message: 'The x answer is not a list.' }],
    });
    expect(checkMemberInfo({ id: 1, account: 'demo01', type: 0 })).toEqual({
      value: { id: 1, account: 'demo01', type: 0, nickname: null, clubLabel: null },
    });
  });

  it('empty only the broken list of a status answer, and keep the rest of it', async () => {
    server.use(
      http.get(
        `${ORIGIN}/wps/v2/system/status`,
        envelope({
          info: {
            customerService: 'broken',
            resources: [{ resourceType: 'Android', url: '/a.apk' }, 7],
            whitelabel: [{ modId: 'CBS3', enabled: '1' }],
            imageCDNs: null,
            launchGameCDNs: ['https://games.example', 3],
          },
          location: { ip: '203.0.113.9' },
          maintenance: { enabled: true },
          regionRestriction: { enabled: false },
        }),
      ),
    );
    const store = storeFor();
    await store.dispatch(contentApi.endpoints.systemStatus.initiate());
    const { site } = store.getState();
    expect(site.customerService).toEqual([]);
    expect(site.resources).toEqual([{ resourceType: 'Android', url: '/a.apk' }]);
    expect(site.flags).toEqual({ CBS3: true });
    expect(site.launchGameCdns).toEqual(['https://games.example']);
    expect(site.systemStatus).not.toBeNull();
  });
});

describe('the security settings check', () => {
  const config = {
    hasPaymentPassword: true,
    bankCardCount: 2,
    hasSecurityQuestion: false,
    email: null,
    payeeName: 'Lucky Demo',
  };

  it('takes a whole answer, with the masked mobile null when the platform leaves it out', () => {
    expect(checkSecurityConfig(config)).toEqual({ value: { ...config, maskedMobile: null } });
    expect(checkSecurityConfig({ ...config, maskedMobile: '******678' })).toEqual({
      value: { ...config, maskedMobile: '******678' },
    });
  });

  it.each([
    ['not an object', 'ok'],
    ['a list', [config]],
    ['a missing flag', { ...config, hasPaymentPassword: undefined }],
    ['a count as text', { ...config, bankCardCount: '2' }],
    ['a negative count', { ...config, bankCardCount: -1 }],
    ['an e-mail as a number', { ...config, email: 7 }],
    ['a payee name as an object', { ...config, payeeName: { name: 'x' } }],
  ])('refuses %s', (_what, input) => {
    expect(checkSecurityConfig(input)).toHaveProperty('issues');
  });
});
