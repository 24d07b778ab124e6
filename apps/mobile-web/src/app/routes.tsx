import { authScreens } from '@mweb/auth';
import { messagesScreens, type LazyScreen } from '@mweb/messages';
import { Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from './home/home-page';
import { RouteError, UpdateAvailable } from './route-error';
import { screenRoute, type ScreenRoute } from './route-layouts';
import { ShellLayout } from './shell-layout';

/** The basename the app is mounted under; the server serves it at /m/. */
export const BASENAME = '/m';

/** The route handle every screen carries: its name and layout, read by ShellLayout. */
export type RouteHandle = ScreenRoute;

/**
 * The screens that exist: the app's own, and the features' lazy ones. A screen of the spec's table
 * joins this list when it is built, and nothing links to a screen before then (no dead ends, no
 * placeholder screens).
 */
const SCREENS: readonly ({ screen: string } & (
  { element: RouteObject['element'] } | { lazy: LazyScreen }
))[] = [
  { screen: 'home', element: <HomePage /> },
  { screen: 'login', lazy: authScreens.login },
  { screen: 'register', lazy: authScreens.register },
  { screen: 'trail', lazy: authScreens.trail },
  { screen: 'forget', lazy: authScreens.forget },
  { screen: 'changePsw', lazy: authScreens.changePsw },
  { screen: 'memberHome', lazy: authScreens.memberHome },
  { screen: 'help', lazy: messagesScreens.help },
  { screen: 'helpDetail', lazy: messagesScreens.helpDetail },
];

/**
 * A feature screen loaded on first use. If its code cannot be downloaded (a new release replaced
 * the files, or the network dropped), the screen becomes the reload offer rather than a blank page.
 */
function loadScreen(load: LazyScreen): LazyScreen {
  return () =>
    load().catch((error: unknown) => {
      console.error('A screen could not be downloaded.', error);
      return { Component: UpdateAvailable };
    });
}

/** The first path of each registered screen, for links. */
export const REGISTERED_PATHS: ReadonlyMap<string, string> = new Map(
  SCREENS.map(({ screen }) => [screen, `/${screenRoute(screen).paths[0] ?? ''}`]),
);

/** The path of a screen if it exists, else null: what links and menus ask before they show an entry. */
export function pathOf(screen: string): string | null {
  return REGISTERED_PATHS.get(screen) ?? null;
}

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      ...SCREENS.flatMap((entry) => {
        const route = screenRoute(entry.screen);
        const [primary = entry.screen, ...aliases] = route.paths;
        const content =
          'lazy' in entry ? { lazy: loadScreen(entry.lazy) } : { element: entry.element };
        return [
          { path: primary, ...content, handle: route, errorElement: <RouteError /> },
          ...aliases.map((path) => ({
            path,
            element: <Navigate to={`/${primary}`} replace />,
            handle: route,
          })),
        ];
      }),
      // Unknown paths fall back to home (SPEC.md section 2).
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];
