export { MemoryStorage, createTestStore, testSession } from './create-test-store';
export type { TestStore } from './create-test-store';
export { answer, answerLike, fail, gatewayHandlers, holdAnswer } from './gateway-handlers';
export { renderWithProviders } from './render-with-providers';
export { createGatewayCipher } from './gateway-cipher';
export { AtPath, storyOrigin } from './at-path';
export { ATTACK_PAYLOADS, armAttackCanary, dangerIn } from './attack-payloads';
export { paintingBrowser } from './painting-browser';
export { SIGNED_PASSKEY_ASSERTION, passkeyBrowser } from './passkey-browser';
// What the app's tests drive or seed directly, and no shipped code outside this lib needs: the
// money endpoints' own slices, the typed storage over a given area, the leaving actions.
export { contractsApi } from '../lib/endpoints/contracts.api';
export { walletApi } from '../lib/endpoints/wallet.api';
export { walletOrdersApi } from '../lib/endpoints/wallet-orders.api';
export { createTypedStorage } from '../lib/storage/storage';
export type { StorageAreas } from '../lib/storage/storage';
export { leaveConfirmationRequested, leaveRefused } from '../lib/leaving/leaving.slice';
export type { BackTarget } from '../lib/screens/screen-record';
