// What the auth screens' tests share: the screen test kit with the RSA cipher (login,
// registration and passwords are encrypted), guests by default, and the seeded platform's flags.
import {
  renderScreen as renderAtRoute,
  setUpScreenTests as setUpKit,
  type RenderScreenOptions,
} from '@mweb/api-client/screen-tests';
import { NoticeProvider } from '@mweb/ui-kit';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';

export { GATEWAY } from '@mweb/api-client/screen-tests';
export type { ScreenTestKit } from '@mweb/api-client/screen-tests';

/** The flags the seeded platform has on: username and mobile login and registration. */
export const DEFAULT_FLAGS = { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILEVERCODELOGIN3: true };

/** MSW with the fixtures and an RSA key, and the auth dictionaries, for one test file. */
export const setUpScreenTests = () =>
  setUpKit({ namespaces: ['auth'], cipher: true, wrap: NoticeProvider });

/** A screen at its route for a guest (unless told), with the seeded platform's flags. */
export function renderScreen(
  ui: ReactElement,
  options: RenderScreenOptions,
): ReturnType<typeof renderAtRoute> {
  return renderAtRoute(ui, {
    ...options,
    session: options.session ?? 'guest',
    flags: options.flags ?? DEFAULT_FLAGS,
  });
}

/**
 * Answers the slide check the way a member who cannot drag does: the tap alternative, then a tap
 * on the picture (jsdom has no layout, so the piece lands at the start; the server judges).
 */
export async function solveSlideCheck(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Tap to verify instead' }));
  await user.click(screen.getByRole('button', { name: 'Tap where the piece fits' }));
}
