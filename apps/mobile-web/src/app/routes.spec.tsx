import { BASENAME, SCREEN_PATHS } from '@mweb/api-client/screens';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SCREENS, routes } from './routes';

/** Each mounted screen with the path links use, as the route table gets it from the records. */
const MOUNTED = SCREENS.map(
  ({ screen, record }) => [screen, SCREEN_PATHS[screen][0], record] as const,
);

describe('the route table', () => {
  it.each(MOUNTED)('mounts %s at /m/%s, its record as the handle', (_screen, path, record) => {
    const route = matchRoutes(routes, `${BASENAME}/${path}`, BASENAME)?.at(-1)?.route;
    expect(route?.path).toBe(path);
    expect(route?.handle).toBe(record);
    // Its code: loaded on first use, or (home alone) in the first load.
    expect(route?.lazy ?? route?.Component).toBeTypeOf('function');
  });
});
