// What the promotions tests share: the screen test kit with the promotions dictionaries and the
// notices the screens raise.
import { setUpScreenTests as setUpKit } from '@mweb/api-client/screen-tests';
import { NoticeProvider } from '@mweb/ui-kit';

export { GATEWAY, locationText, recordRequests, renderScreen } from '@mweb/api-client/screen-tests';

/** MSW with the contract's fixtures and the promotions dictionaries, for one test file. */
export const setUpScreenTests = () =>
  setUpKit({ namespaces: ['promotions'], wrap: NoticeProvider });
