import { Navigate, type RouteObject } from 'react-router-dom';
import { HomePage } from './home-page';

/** Every path the spec names for the home page, relative to the /m basename. */
export const HOME_ALIASES = ['index', 'index.html'] as const;

/**
 * The route table of SPEC.md section 2, relative to the `/m` basename. A route is added here when
 * its screen exists; unknown paths fall back to home.
 */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  { path: 'home', element: <HomePage /> },
  ...HOME_ALIASES.map((path) => ({ path, element: <Navigate to="/home" replace /> })),
  { path: '*', element: <Navigate to="/home" replace /> },
];

/** The basename the app is mounted under; the server serves it at /m/. */
export const BASENAME = '/m';
