// Where the app runs, detected by features of the platform (never to refuse a browser, only to
// decide what to offer: a download button makes no sense inside the app or an installed web app).
import { inNativeWrapper } from '@mweb/api-client/leaving';
import { type DeviceHeader, type RegisterMethod } from '@mweb/api-client/site';

export interface Environment {
  /** Inside the operator's native wrapper (it injects a bridge). */
  inNativeApp: boolean;
  /** Launched from the home screen as an installed web app. */
  standalone: boolean;
  /** An iOS web clip (a configuration-profile shortcut), flagged by the launch URL or storage. */
  webClip: boolean;
  /** iOS (or iPadOS) major version, or null elsewhere. */
  iosVersion: number | null;
  isIpad: boolean;
  /** Mobile Safari itself, not another browser's iOS shell. */
  isSafari: boolean;
}

export interface EnvironmentProbe {
  userAgent: string;
  maxTouchPoints: number;
  standaloneMedia: boolean;
  navigatorStandalone: boolean;
  hasNativeBridge: boolean;
  webClipFlag: boolean;
}

export function probeWindow(
  win: Window & typeof globalThis,
  webClipFlag: boolean,
): EnvironmentProbe {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints,
    standaloneMedia:
      typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches,
    navigatorStandalone: nav.standalone === true,
    hasNativeBridge: inNativeWrapper(win),
    webClipFlag,
  };
}

export function detectEnvironment(probe: EnvironmentProbe): Environment {
  const ua = probe.userAgent;
  // iPadOS 13+ reports a Mac; a Mac with a touch screen is an iPad.
  const isIpad = /iPad/.test(ua) || (/Macintosh/.test(ua) && probe.maxTouchPoints > 1);
  const iosMatch =
    /(?:iPhone|iPad|iPod).*? OS (\d+)_/.exec(ua) ?? (isIpad ? /Version\/(\d+)/.exec(ua) : null);
  const iosVersion = iosMatch?.[1] ? Number(iosMatch[1]) : null;
  const isSafari =
    iosVersion !== null &&
    /Safari\//.test(ua) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//.test(ua);
  return {
    inNativeApp: probe.hasNativeBridge,
    standalone: probe.standaloneMedia || probe.navigatorStandalone,
    webClip: probe.webClipFlag,
    iosVersion,
    isIpad,
    isSafari,
  };
}

/** The `Device` header login and registration carry (GATEWAY.md section 1). */
export function deviceHeaderFor(environment: Environment): DeviceHeader | null {
  if (environment.webClip) return 'WEBCLIP';
  if (environment.isIpad && environment.inNativeApp) return 'IPAD';
  if (environment.standalone) return 'OTHERS';
  return null;
}

/** What a registration says it came through: the native app, an installed web app, a web clip, or a browser. */
export function registerMethodFor(environment: Environment): RegisterMethod {
  if (environment.inNativeApp) return 'APP';
  if (environment.webClip) return 'WEBCLIP';
  if (environment.standalone) return 'PWA';
  return 'H5';
}

/** Installed web apps arrived in iOS 11.3; older iPhones cannot add one. */
export function supportsInstalledWebApp(environment: Environment): boolean {
  return environment.iosVersion === null || environment.iosVersion >= 12;
}

/**
 * This page's environment. `main.tsx` detects it once and the App hands it down. A web clip is
 * flagged by `?webclip=1` or the WEBCLIP key.
 */
export function browserEnvironment(webClipStored: boolean): Environment {
  return detectEnvironment(
    probeWindow(
      window,
      new URLSearchParams(window.location.search).get('webclip') === '1' || webClipStored,
    ),
  );
}

/** Where the app is already installed, nothing should offer to install it. */
export function isInstalled(environment: Environment): boolean {
  return environment.inNativeApp || environment.standalone;
}
