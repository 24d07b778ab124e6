import {
  SCREEN_PATHS,
  screenPath,
  type LazyScreen,
  type ScreenRecord,
} from '@mweb/api-client/screens';
import { agentScreens } from '@mweb/agent';
import { authScreens } from '@mweb/auth';
import { gamesScreens } from '@mweb/games';
import { lotteryScreens } from '@mweb/lottery';
import { messagesScreens } from '@mweb/messages';
import { walletScreens } from '@mweb/wallet';
import { promotionsScreens } from '@mweb/promotions';
import { saferGamblingScreens } from '@mweb/safer-gambling';
import type { Namespace } from '@mweb/i18n';
import type { ComponentType } from 'react';
import { getI18n } from 'react-i18next';
import { Navigate, type RouteObject } from 'react-router-dom';
import { appScreens } from './app.screens';
import { RouteError, ScreenUnavailable } from './route-error';
import { loadOnce, screenCodeStarter } from './screen-code';
import { ShellLayout } from './shell-layout';

/**
 * Every feature's screen records, with the dictionary its screens read. A feature adds a screen
 * with one record in its `*.screens.ts`; a screen of the spec's table is mounted once a feature
 * gives it, and nothing links to it before then (no dead ends, no placeholder screens).
 */
const FEATURE_SCREENS: readonly (readonly [readonly ScreenRecord[], Namespace])[] = [
  [appScreens, 'common'],
  [authScreens, 'auth'],
  [messagesScreens, 'messages'],
  [agentScreens, 'agent'],
  [gamesScreens, 'games'],
  [lotteryScreens, 'lottery'],
  [walletScreens, 'wallet'],
  [promotionsScreens, 'promotions'],
  [saferGamblingScreens, 'safer-gambling'],
];

/** A screen the app mounts: its record, and for a lazy one its code and dictionary, fetched once. */
export interface MountedScreen {
  readonly screen: ScreenRecord['name'];
  readonly record: ScreenRecord;
  readonly lazy?: LazyScreen;
  /** Home's component, in the first load. */
  readonly Component?: ComponentType;
}

/** The screens that exist: the app's own (home in the first load), then the features' lazy ones. */
export const SCREENS: readonly MountedScreen[] = FEATURE_SCREENS.flatMap(([records, namespace]) =>
  records.map((record) => {
    const load = record.load;
    if (typeof load !== 'function')
      return { screen: record.name, record, Component: load.Component };
    // The dictionary downloads beside the code, not after it: the screen's first render would
    // otherwise wait for it one round trip more (on the login page, before its slide check's
    // picture, its largest paint, is even asked for).
    const lazy = loadOnce(() =>
      Promise.all([load(), getI18n().loadNamespaces(namespace)]).then(([it]) => it),
    );
    return { screen: record.name, record, lazy };
  }),
);

/**
 * Starts downloading the code and dictionary of the lazy screen at a path (the login page's, say)
 * before the router exists, in a short task of its own: the router's creation is one of the
 * boot's longest, and its first navigation then takes the same downloads over.
 */
export const startScreenCode = screenCodeStarter(SCREENS);

/** The names of the mounted screens, for the store: links ask it before they show. */
export const MOUNTED_SCREENS: readonly ScreenRecord['name'][] = SCREENS.map(({ screen }) => screen);

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
      // Each screen's record is its route's handle: the shell lays the screen out and applies its
      // access from it.
      ...SCREENS.flatMap(({ screen, record, lazy, Component }) => {
        const [primary, ...aliases] = SCREEN_PATHS[screen];
        const content = lazy ? { lazy: loadScreen(lazy) } : { Component };
        return [
          { path: primary, ...content, handle: record, errorElement: <RouteError /> },
          ...aliases.map((path) => ({
            path,
            element: <Navigate to={screenPath(screen)} replace />,
            handle: record,
          })),
        ];
      }),
      // Unknown paths fall back to home (SPEC.md section 2).
      { path: '*', element: toHome },
    ],
  },
];
