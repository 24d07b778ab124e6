import {
  SCREEN_NAMES,
  screenPath,
  type FeatureScreens,
  type LazyScreen,
  type ScreenName,
} from '@mweb/api-client';
import { agentScreens } from '@mweb/agent';
import { authScreens } from '@mweb/auth';
import { gamesScreens } from '@mweb/games';
import { lotteryScreens } from '@mweb/lottery';
import { messagesScreens } from '@mweb/messages';
import { walletScreens } from '@mweb/wallet';
import { promotionsScreens } from '@mweb/promotions';
import type { Namespace } from '@mweb/i18n';
import { getI18n } from 'react-i18next';
import { Navigate, type RouteObject } from 'react-router-dom';
import { appScreens } from './app.screens';
import { HomePage } from './home/home-page';
import { RouteError, ScreenUnavailable } from './route-error';
import { screenRoute } from './route-layouts';
import { loadOnce, screenCodeStarter } from './screen-code';
import { ShellLayout } from './shell-layout';

/**
 * Every feature's screens, with the dictionary its screens read. A feature adds a screen with one
 * entry in its `*.screens.tsx`; a screen of the spec's table is mounted once a feature gives it,
 * and nothing links to it before then (no dead ends, no placeholder screens).
 */
const FEATURE_SCREENS: readonly (readonly [FeatureScreens, Namespace])[] = [
  [authScreens, 'auth'],
  [messagesScreens, 'messages'],
  [agentScreens, 'agent'],
  [gamesScreens, 'games'],
  [lotteryScreens, 'lottery'],
  [walletScreens, 'wallet'],
  [promotionsScreens, 'promotions'],
  [appScreens, 'common'],
];

type MountedScreen = { screen: ScreenName } & (
  { element: RouteObject['element'] } | { lazy: LazyScreen }
);

/** The screens that exist: the app's own home page, then the features' lazy ones. */
const SCREENS: readonly MountedScreen[] = [
  { screen: 'home', element: <HomePage /> },
  ...SCREEN_NAMES.flatMap((screen) =>
    FEATURE_SCREENS.flatMap(([feature, namespace]) => {
      const load = feature[screen];
      // The dictionary downloads beside the code, not after it: the screen's first render would
      // otherwise wait for it one round trip more (on the login page, before its slide check's
      // picture, its largest paint, is even asked for).
      const lazy: LazyScreen | undefined =
        load &&
        loadOnce(() =>
          Promise.all([load(), getI18n().loadNamespaces(namespace)]).then(([it]) => it),
        );
      return lazy ? [{ screen, lazy }] : [];
    }),
  ),
];

/**
 * Starts downloading the code and dictionary of the lazy screen at a path (the login page's, say)
 * before the router exists, in a short task of its own: the router's creation is one of the
 * boot's longest, and its first navigation then takes the same downloads over.
 */
export const startScreenCode = screenCodeStarter(SCREENS);

/** The names of the mounted screens, for the store: links ask it before they show. */
export const MOUNTED_SCREENS: readonly ScreenName[] = SCREENS.map(({ screen }) => screen);

/**
 * A feature screen loaded on first use. If its code cannot be downloaded, the screen says why
 * (offline, or a new release replaced the files) rather than showing a blank page.
 */
function loadScreen(load: LazyScreen): LazyScreen {
  return () =>
    load().catch((error: unknown) => {
      console.error('A screen could not be downloaded.', error);
      return { Component: () => <ScreenUnavailable error={error} /> };
    });
}

const toHome = <Navigate to={screenPath('home')} replace />;

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: toHome },
      ...SCREENS.flatMap((entry) => {
        const route = screenRoute(entry.screen);
        const [primary = entry.screen, ...aliases] = route.paths;
        const content =
          'lazy' in entry ? { lazy: loadScreen(entry.lazy) } : { element: entry.element };
        return [
          { path: primary, ...content, handle: route, errorElement: <RouteError /> },
          ...aliases.map((path) => ({
            path,
            element: <Navigate to={screenPath(entry.screen)} replace />,
            handle: route,
          })),
        ];
      }),
      // Unknown paths fall back to home (SPEC.md section 2).
      { path: '*', element: toHome },
    ],
  },
];
