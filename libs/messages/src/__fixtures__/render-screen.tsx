// What the messages screens' tests share: the screen test kit with the messages dictionaries and
// ui-kit's notices, the test member logged in unless told otherwise.
import {
  renderScreen as renderAtRoute,
  setUpScreenTests as setUpKit,
  type RenderScreenOptions,
} from '@mweb/api-client/screen-tests';
import { NoticeProvider } from '@mweb/ui-kit';
import type { ReactElement } from 'react';

export { GATEWAY, locationText, recordRequests } from '@mweb/api-client/screen-tests';

/** MSW with the contract's fixtures and the messages dictionaries, for one test file. */
export const setUpScreenTests = () => setUpKit({ namespaces: ['messages'], wrap: NoticeProvider });

/** A messages screen at its route, the test member logged in and live chat (CBS3) on by default. */
export function renderScreen(
  ui: ReactElement,
  options: RenderScreenOptions,
): ReturnType<typeof renderAtRoute> {
  return renderAtRoute(ui, { ...options, flags: options.flags ?? { CBS3: true } });
}
