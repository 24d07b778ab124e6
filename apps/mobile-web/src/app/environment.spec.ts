import { describe, expect, it } from 'vitest';
import {
  deviceHeaderFor,
  detectEnvironment,
  registerMethodFor,
  supportsInstalledWebApp,
  type EnvironmentProbe,
} from './environment';

const probe = (overrides: Partial<EnvironmentProbe>): EnvironmentProbe => ({
  userAgent: '',
  maxTouchPoints: 0,
  standaloneMedia: false,
  navigatorStandalone: false,
  hasNativeBridge: false,
  webClipFlag: false,
  ...overrides,
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const IPADOS_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('detectEnvironment', () => {
  it('recognises Safari on an iPhone and its iOS version', () => {
    expect(detectEnvironment(probe({ userAgent: IPHONE_SAFARI }))).toMatchObject({
      iosVersion: 17,
      isSafari: true,
      isIpad: false,
    });
  });

  it('does not take Chrome on iOS for Safari', () => {
    expect(detectEnvironment(probe({ userAgent: IPHONE_CHROME })).isSafari).toBe(false);
  });

  it('recognises an iPad that reports itself as a Mac', () => {
    expect(detectEnvironment(probe({ userAgent: IPADOS_SAFARI, maxTouchPoints: 5 }))).toMatchObject(
      { isIpad: true, iosVersion: 17 },
    );
  });

  it('sees Android as neither iOS nor Safari', () => {
    expect(detectEnvironment(probe({ userAgent: ANDROID_CHROME }))).toMatchObject({
      iosVersion: null,
      isSafari: false,
    });
  });

  it('knows an installed web app by either signal', () => {
    expect(detectEnvironment(probe({ standaloneMedia: true })).standalone).toBe(true);
    expect(detectEnvironment(probe({ navigatorStandalone: true })).standalone).toBe(true);
  });
});

describe('registerMethodFor', () => {
  it('names the native app, a web clip, an installed web app, or a browser tab', () => {
    const method = (overrides: Partial<EnvironmentProbe>) =>
      registerMethodFor(detectEnvironment(probe(overrides)));
    expect(method({ hasNativeBridge: true, standaloneMedia: true })).toBe('APP');
    expect(method({ webClipFlag: true, standaloneMedia: true })).toBe('WEBCLIP');
    expect(method({ standaloneMedia: true })).toBe('PWA');
    expect(method({ userAgent: ANDROID_CHROME })).toBe('H5');
  });
});

describe('deviceHeaderFor', () => {
  it('says WEBCLIP for a web clip, OTHERS for an installed web app, nothing in a browser tab', () => {
    expect(
      deviceHeaderFor(detectEnvironment(probe({ webClipFlag: true, standaloneMedia: true }))),
    ).toBe('WEBCLIP');
    expect(deviceHeaderFor(detectEnvironment(probe({ standaloneMedia: true })))).toBe('OTHERS');
    expect(deviceHeaderFor(detectEnvironment(probe({ userAgent: ANDROID_CHROME })))).toBeNull();
  });

  it('says IPAD inside the native app on an iPad', () => {
    expect(
      deviceHeaderFor(
        detectEnvironment(
          probe({ userAgent: IPADOS_SAFARI, maxTouchPoints: 5, hasNativeBridge: true }),
        ),
      ),
    ).toBe('IPAD');
  });
});

describe('supportsInstalledWebApp', () => {
  it('is false on iOS before 12 only', () => {
    expect(supportsInstalledWebApp(detectEnvironment(probe({ userAgent: IPHONE_SAFARI })))).toBe(
      true,
    );
    expect(
      supportsInstalledWebApp(
        detectEnvironment(
          probe({
            userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) Safari/602.1',
          }),
        ),
      ),
    ).toBe(false);
  });
});
