import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { whenIdle } from '../scheduling/scheduling';
import { BASENAME } from '../screens/screens';
import { useAppDispatch, useAppStore } from '../store/api-client-store';
import { leaveConfirmationRequested, leaveRefused } from './leaving.slice';
import { postToWrapper } from './native-bridge';
import type { UrlPurpose, UrlVerdict } from './url-policy';

/** How the app leaves for a URL that passed the policy. */
export interface UrlOpeners {
  /** A tapped external link: a new browsing context, without a handle back to us. */
  openOutside: (href: string) => void;
  /** An automatic redirect (chat, game and lottery launches): this window goes there. */
  goTo: (href: string) => void;
}

/** The browser's openers; inside the native wrapper, its channel opens them instead. */
export const browserOpeners: UrlOpeners = {
  openOutside: (href) => {
    if (!postToWrapper({ type: 'openExternal', url: href })) {
      window.open(href, '_blank', 'noopener,noreferrer');
    }
  },
  goTo: (href) => {
    if (!postToWrapper({ type: 'launch', url: href })) window.location.assign(href);
  },
};

export interface LeaveApp {
  /**
   * A link the player tapped: one of our screens opens in the app, the platform's other pages and
   * allow-listed hosts open at once, any other https host only after the interstitial names it.
   * Anything else is refused, and the shell says so. Resolves to the policy's verdict.
   */
  open: (raw: unknown) => Promise<UrlVerdict>;
  /**
   * An automatic redirect: goes only to the platform or an allow-listed host; anything else is
   * refused, and the shell says so. Resolves to whether the app went.
   */
  follow: (raw: unknown, purpose?: UrlPurpose) => Promise<boolean>;
}

// The policy is not part of the first load. A tap that opens a window must do so within the
// browser's user-activation window (a second or more), which a module already fetched on idle
// (see the effect below) meets with room to spare.
const loadPolicy = () => import('./url-policy');

/** The in-app path of a platform URL under the app's basename (`/m/activity` → `/activity`). */
function appPathOf(url: URL): string | null {
  const { pathname, search, hash } = url;
  if (pathname !== BASENAME && !pathname.startsWith(`${BASENAME}/`)) return null;
  return `${pathname.slice(BASENAME.length) || '/'}${search}${hash}`;
}

/** The one way the app opens or follows a URL the server sent (ARCHITECTURE.md "Leaving the app"). */
export function useLeaveApp(openers: UrlOpeners = browserOpeners): LeaveApp {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    void whenIdle().then(loadPolicy);
  }, []);
  return useMemo(() => {
    // Judged at the moment of the tap, so a status answer that arrived since counts.
    const judge = async (raw: unknown, purpose?: UrlPurpose) => {
      const { judgeUrl, urlPolicyOf } = await loadPolicy();
      return judgeUrl(raw, urlPolicyOf(store.getState().site, undefined, purpose));
    };
    return {
      open: async (raw) => {
        const verdict = await judge(raw);
        switch (verdict.kind) {
          case 'refused':
            dispatch(leaveRefused(verdict.reason));
            break;
          case 'platform': {
            const appPath = appPathOf(verdict.url);
            if (appPath === null) openers.openOutside(verdict.url.href);
            else void navigate(appPath);
            break;
          }
          case 'allowed':
            openers.openOutside(verdict.url.href);
            break;
          case 'foreign':
            dispatch(leaveConfirmationRequested({ href: verdict.url.href, host: verdict.host }));
            break;
        }
        return verdict;
      },
      follow: async (raw, purpose) => {
        const verdict = await judge(raw, purpose);
        if (verdict.kind === 'platform' || verdict.kind === 'allowed') {
          openers.goTo(verdict.url.href);
          return true;
        }
        dispatch(leaveRefused(verdict.kind === 'foreign' ? 'foreign' : verdict.reason));
        return false;
      },
    };
  }, [store, dispatch, navigate, openers]);
}
