import type { Announcement } from '@mweb/api-contract';
import { describe, expect, it } from 'vitest';
import type { Environment } from '../environment';
import { downloadLinkFor, needsSafari, offersDownload } from './download';
import { homeBanners, imageUrlOf } from './home-sections';

const banner = (id: number, groupName: string): Announcement => ({
  id,
  title: `Banner ${id}`,
  content: '',
  type: 'B',
  groupName,
  announcementImages: [],
  read: false,
});

const browser: Environment = {
  inNativeApp: false,
  standalone: false,
  webClip: false,
  iosVersion: null,
  isIpad: false,
  isSafari: false,
};
const iphoneSafari: Environment = { ...browser, iosVersion: 17, isSafari: true };
const on = { appDownload: { enabled: true, loggedInOnly: false }, loggedIn: false };
const resources = [
  { resourceType: 'Android', url: '/downloads/mweb.apk' },
  { resourceType: 'IOS', url: '/downloads/mweb.mobileconfig' },
];

describe('homeBanners', () => {
  it('shows m_home banners, and m_live ones only while the live-model feature is on', () => {
    const all = [banner(1, 'm_home'), banner(2, 'm_live'), banner(3, 'm_reg')];
    expect(homeBanners(all, false).map((item) => item.id)).toEqual([1]);
    expect(homeBanners(all, true).map((item) => item.id)).toEqual([1, 2]);
  });
});

describe('imageUrlOf', () => {
  it('puts relative images on the session’s CDN and leaves absolute ones alone', () => {
    expect(imageUrlOf('/banners/a.svg', 'https://cdn.example')).toBe(
      'https://cdn.example/banners/a.svg',
    );
    expect(imageUrlOf('https://img.example/a.png', 'https://cdn.example')).toBe(
      'https://img.example/a.png',
    );
  });
});

describe('the download invitation', () => {
  it('offers the platform’s own link', () => {
    expect(downloadLinkFor(resources, browser)).toBe('/downloads/mweb.apk');
    expect(downloadLinkFor(resources, iphoneSafari)).toBe('/downloads/mweb.mobileconfig');
  });

  it('is not offered inside the app, in an installed web app, after closing it, or with nothing to download', () => {
    expect(offersDownload({ ...on, environment: browser, resources, hidden: false })).toBe(true);
    expect(
      offersDownload({
        ...on,
        environment: { ...browser, inNativeApp: true },
        resources,
        hidden: false,
      }),
    ).toBe(false);
    expect(
      offersDownload({
        ...on,
        environment: { ...browser, standalone: true },
        resources,
        hidden: false,
      }),
    ).toBe(false);
    expect(offersDownload({ ...on, environment: browser, resources, hidden: true })).toBe(false);
    expect(offersDownload({ ...on, environment: browser, resources: [], hidden: false })).toBe(
      false,
    );
  });

  it('is not offered in a web clip without an iOS link, nor on iOS too old for installed web apps', () => {
    const android = [{ resourceType: 'Android', url: '/a.apk' }];
    expect(
      offersDownload({
        ...on,
        environment: { ...browser, webClip: true },
        resources: android,
        hidden: false,
      }),
    ).toBe(false);
    expect(
      offersDownload({
        ...on,
        environment: { ...iphoneSafari, iosVersion: 10 },
        resources,
        hidden: false,
      }),
    ).toBe(false);
  });

  it('follows the operator: not at all with the app window off, only for members when restricted', () => {
    const base = { environment: browser, resources, hidden: false };
    expect(
      offersDownload({
        ...base,
        appDownload: { enabled: false, loggedInOnly: false },
        loggedIn: true,
      }),
    ).toBe(false);
    expect(
      offersDownload({
        ...base,
        appDownload: { enabled: true, loggedInOnly: true },
        loggedIn: false,
      }),
    ).toBe(false);
    expect(
      offersDownload({
        ...base,
        appDownload: { enabled: true, loggedInOnly: true },
        loggedIn: true,
      }),
    ).toBe(true);
  });

  it('asks iOS users outside Safari to use Safari', () => {
    expect(needsSafari({ ...iphoneSafari, isSafari: false })).toBe(true);
    expect(needsSafari(iphoneSafari)).toBe(false);
    expect(needsSafari(browser)).toBe(false);
  });
});
