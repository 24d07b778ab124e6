import { describe, expect, it } from 'vitest';
import { chromeIntentUrl, inAppBrowserOf, isAndroid } from './in-app-browser';

const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('inAppBrowserOf', () => {
  it('finds Facebook', () => {
    expect(
      inAppBrowserOf(`${IPHONE} [FBAN/FBIOS;FBAV/450.0.0.38.108;FBBV/123;FBDV/iPhone15,2]`),
    ).toBe('facebook');
    expect(inAppBrowserOf(`${ANDROID_WEBVIEW} [FB_IAB/FB4A;FBAV/450.0.0.45.109;]`)).toBe(
      'facebook',
    );
  });

  it('finds Instagram, whose agent also carries Facebook marks', () => {
    expect(inAppBrowserOf(`${IPHONE} Instagram 320.0.2.24.105 (iPhone15,2; iOS 17_4; en_US)`)).toBe(
      'instagram',
    );
  });

  it('finds Messenger, not Facebook', () => {
    expect(inAppBrowserOf(`${ANDROID_WEBVIEW} [FB_IAB/Orca-Android;FBAV/440.0.0.29.109;]`)).toBe(
      'messenger',
    );
    expect(inAppBrowserOf(`${IPHONE} [FBAN/MessengerForiOS;FBAV/450.0.0.31.109]`)).toBe(
      'messenger',
    );
  });

  it('finds LINE', () => {
    expect(inAppBrowserOf(`${IPHONE} Safari Line/13.20.0`)).toBe('line');
  });

  it('finds WeChat, not Messenger', () => {
    expect(
      inAppBrowserOf(
        `${ANDROID_WEBVIEW} MMWEBID/1234 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64`,
      ),
    ).toBe('wechat');
  });

  it('finds Zalo', () => {
    expect(
      inAppBrowserOf(`${ANDROID_WEBVIEW} Zalo android/12100609 ZaloTheme/light ZaloLanguage/vi`),
    ).toBe('zalo');
  });

  it('finds TikTok', () => {
    expect(
      inAppBrowserOf(
        `${ANDROID_WEBVIEW} trill_330904 JsSdk/1.0 NetType/WIFI musical_ly_2023309040 BytedanceWebview/d8a21c6`,
      ),
    ).toBe('tiktok');
  });

  it("leaves the phone's own browsers alone", () => {
    expect(
      inAppBrowserOf(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
      ),
    ).toBeNull();
    expect(inAppBrowserOf(`${IPHONE} Version/17.4 Safari/604.1`)).toBeNull();
  });
});

describe('the way out', () => {
  it('knows Android by its agent', () => {
    expect(isAndroid(ANDROID_WEBVIEW)).toBe(true);
    expect(isAndroid(IPHONE)).toBe(false);
  });

  it("builds Chrome's intent URL from the origin and the app's base only", () => {
    expect(chromeIntentUrl('https://demo.example', '/m')).toBe(
      'intent://demo.example/m/#Intent;scheme=https;package=com.android.chrome;end',
    );
  });
});
