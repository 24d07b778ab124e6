import { encryptCustomerServicePath, type SystemStatusValue } from '@mweb/api-contract';
import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { createCustomerServiceListener } from './customer-service.listener';
import { decryptOnMainThread } from './service-path-decryption';
import { customerServiceLinks, flattenWhitelabel, pickImageCdn } from './site-config';
import { initialSite, siteSlice, statusReceived } from './site.slice';

const status: SystemStatusValue = {
  info: {
    customerService: [
      { csType: 'LIVECHAT', path: 'https://chat.example/room' },
      { csType: '3', path: encryptCustomerServicePath('https://cs.example/secure', 'Ab3dEf7h') },
      { csType: 'CS', path: 'javascript:alert(1)' },
    ],
    resources: [{ resourceType: 'Android', url: '/download/app.apk' }],
    whitelabel: [
      {
        modId: 'REG',
        enabled: '0',
        childrenNodes: [
          { modId: 'USERNAMEREG3', enabled: '1' },
          { modId: 'MOBILENUMREG3', enabled: '0' },
        ],
      },
      { modId: 'CBS3', enabled: '1' },
    ],
    imageCDNs: ['https://cdn-a.example', 'https://cdn-b.example'],
    mobileTemplate: { mem_cen: '1', dep_func: '0' },
  },
  location: { ip: '203.0.113.9' },
  maintenance: { enabled: true, content: { data: { endTime: '2026-11-22T06:00:00Z' } } },
  regionRestriction: { enabled: true },
};

describe('the site slice', () => {
  it('takes flags, links, resources, CDN, templates and the gate from a status answer', () => {
    const state = siteSlice.reducer(initialSite, statusReceived(status, 1_000));
    expect(state.flags).toEqual({
      REG: false,
      USERNAMEREG3: true,
      MOBILENUMREG3: false,
      CBS3: true,
    });
    // The type '3' entry waits for the cipher (see the listener's test); the unsafe one never shows.
    expect(state.customerService).toEqual([
      { csType: 'LIVECHAT', url: 'https://chat.example/room' },
    ]);
    expect(state.resources).toEqual(status.info.resources);
    expect(status.info.imageCDNs).toContain(state.imageCdn);
    expect(state.templates).toEqual({ mem_cen: '1', dep_func: '0' });
    expect(state.systemStatus).toBe(1);
    expect(state.maintenanceEndTime).toBe('2026-11-22T06:00:00Z');
    expect(state.statusFetchedAt).toBe(1_000);
  });

  it('reads the app-download settings, on for everyone when the gateway leaves them out', () => {
    expect(siteSlice.reducer(initialSite, statusReceived(status, 1)).appDownload).toEqual({
      enabled: true,
      loggedInOnly: false,
    });
    const restricted = {
      ...status,
      info: { ...status.info, appDownload: { enabled: true, loggedInOnly: true } },
    };
    expect(siteSlice.reducer(initialSite, statusReceived(restricted, 1)).appDownload).toEqual({
      enabled: true,
      loggedInOnly: true,
    });
  });

  it('keeps the image CDN picked for the session across refreshes', () => {
    const first = siteSlice.reducer(initialSite, statusReceived(status, 1));
    const again = siteSlice.reducer(first, statusReceived(status, 2));
    expect(again.imageCdn).toBe(first.imageCdn);
  });
});

describe('site configuration helpers', () => {
  it('flattens an empty tree to no flags', () => {
    expect(flattenWhitelabel([])).toEqual({});
  });

  it('drops a type 3 entry until it is decrypted, and for good when it does not decrypt', () => {
    const entries = [{ csType: '3', path: 'garbage-path-xx' }];
    expect(customerServiceLinks(entries, {})).toEqual([]);
    expect(customerServiceLinks(entries, { 'garbage-path-xx': null })).toEqual([]);
    expect(customerServiceLinks(entries, { 'garbage-path-xx': 'https://cs.example/' })).toEqual([
      { csType: '3', url: 'https://cs.example/' },
    ]);
  });

  it('keeps the platform’s relative chat paths, which resolve against its origin when tapped', () => {
    const entries = [
      { csType: 'CS', path: '/platform/chat/1' },
      { csType: 'LIVECHAT', path: '//evil.example/' },
      { csType: 'WHATSAPP', path: 'not a link' },
    ];
    expect(customerServiceLinks(entries, {})).toEqual([{ csType: 'CS', url: '/platform/chat/1' }]);
  });

  it('draws a CDN from the list, and keeps the current one while listed', () => {
    expect(pickImageCdn(['a', 'b', 'c'], null, () => 0.5)).toBe('b');
    expect(pickImageCdn(['a', 'b', 'c'], 'c', () => 0)).toBe('c');
    expect(pickImageCdn(['a'], 'gone', () => 0.99)).toBe('a');
    expect(pickImageCdn([], null, () => 0)).toBe('');
  });
});

describe('customer-service decryption', () => {
  const storeWith = (listener = createCustomerServiceListener()) =>
    configureStore({
      reducer: { site: siteSlice.reducer },
      middleware: (getDefault) => getDefault().prepend(listener.middleware),
    });

  it('decrypts type 3 paths once the cipher has loaded, keeping the entries in order', async () => {
    const store = storeWith();
    store.dispatch(statusReceived(status, 1));
    await expect
      .poll(() => store.getState().site.customerService, { interval: 5 })
      .toEqual([
        { csType: 'LIVECHAT', url: 'https://chat.example/room' },
        { csType: '3', url: 'https://cs.example/secure' },
      ]);
  });

  it('leaves the entry out when the cipher cannot be downloaded', async () => {
    const store = storeWith(
      createCustomerServiceListener((paths) =>
        decryptOnMainThread(paths, () => Promise.reject(new Error('offline'))),
      ),
    );
    store.dispatch(statusReceived(status, 1));
    await expect
      .poll(() => Object.keys(store.getState().site.decryptedServicePaths).length, {
        interval: 5,
      })
      .toBe(1);
    expect(store.getState().site.customerService).toEqual([
      { csType: 'LIVECHAT', url: 'https://chat.example/room' },
    ]);
  });
});
