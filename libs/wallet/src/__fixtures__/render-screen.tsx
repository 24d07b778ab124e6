// What the wallet screens' tests share: the screen test kit with the wallet dictionaries and
// ui-kit's notices, a real member logged in unless told.
import {
  GATEWAY,
  renderScreen as renderAtRoute,
  setUpScreenTests as setUpKit,
  type RenderScreenOptions,
} from '@mweb/api-client/screen-tests';
import { NoticeProvider } from '@mweb/ui-kit';
import type { ReactElement } from 'react';
import { vendorsAnswer } from './story-screens';

export { GATEWAY, locationText, recordRequests } from '@mweb/api-client/screen-tests';

/**
 * MSW with the contract's fixtures and the vendors, the cipher (withdrawals travel encrypted), and
 * the wallet dictionaries with the games' (the records name game categories as the games do).
 */
export const setUpScreenTests = () =>
  setUpKit({
    namespaces: ['wallet', 'games'],
    cipher: true,
    wrap: NoticeProvider,
    handlers: [vendorsAnswer(GATEWAY)],
  });

/**
 * The wait for a screen's first answer: money answers load their schema with the first one, real
 * work on a busy machine, so the first query of a test waits longer than Testing Library's second.
 */
export const FIRST_ANSWER = { timeout: 15_000 };

export interface WalletScreenOptions extends RenderScreenOptions {
  /** The template flags of the status answer (`dep_func`, `mem_cen`). */
  templates?: Record<string, string>;
}

/** A wallet screen at its route, with the template flags it is asked for. */
export function renderScreen(
  ui: ReactElement,
  { templates = {}, ...options }: WalletScreenOptions,
): ReturnType<typeof renderAtRoute> {
  return renderAtRoute(ui, { ...options, site: { templates, ...options.site } });
}
