// The one way to link to a screen, for the app and the features alike: by name, and only to a
// screen the app has mounted, so nothing links to a screen that is not built yet.
import { useMemo, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { selectMountedScreens } from '../site/site.slice';
import { useAppSelector } from '../store/api-client-store';
import { screenPath, type ScreenName, type ScreenQuery } from './screens';

/**
 * Resolves screens to their paths, or null for a screen the app has not mounted. Home always
 * exists: the app draws it itself and every unknown path falls back to it.
 */
export interface ScreenPaths {
  (screen: 'home', query?: ScreenQuery): string;
  (screen: ScreenName, query?: ScreenQuery): string | null;
}

/** The resolver behind `useScreenPath`, for lists of entries (a menu asks for each). */
export function useScreenPaths(): ScreenPaths {
  const mounted = useAppSelector(selectMountedScreens);
  return useMemo(() => {
    function pathTo(screen: 'home', query?: ScreenQuery): string;
    function pathTo(screen: ScreenName, query?: ScreenQuery): string | null;
    function pathTo(screen: ScreenName, query?: ScreenQuery): string | null {
      return screen === 'home' || mounted.includes(screen) ? screenPath(screen, query) : null;
    }
    return pathTo;
  }, [mounted]);
}

/** The path of a screen, with its query, or null while the app does not mount that screen. */
export function useScreenPath(screen: 'home', query?: ScreenQuery): string;
export function useScreenPath(screen: ScreenName, query?: ScreenQuery): string | null;
export function useScreenPath(screen: ScreenName, query?: ScreenQuery): string | null {
  return useScreenPaths()(screen, query);
}

export interface ScreenLinkProps extends Omit<LinkProps, 'to'> {
  /** The screen to go to. */
  screen: ScreenName;
  /** Its query string, by parameter. */
  query?: ScreenQuery;
  /** What shows instead while the screen does not exist (nothing by default). */
  fallback?: ReactNode;
}

/** A link to a screen by name; while the screen does not exist, its fallback (or nothing). */
export function ScreenLink({ screen, query, fallback = null, ...link }: ScreenLinkProps) {
  const path = useScreenPath(screen, query);
  return path === null ? fallback : <Link to={path} {...link} />;
}
