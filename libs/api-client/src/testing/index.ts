export { MemoryStorage, createTestStore, testSession } from './create-test-store';
export type { TestStore, TestStoreOptions } from './create-test-store';
export { answer, fail, gatewayHandlers, holdAnswer } from './gateway-handlers';
export type { HeldAnswer } from './gateway-handlers';
export { renderWithProviders } from './render-with-providers';
export type { RenderWithProvidersOptions } from './render-with-providers';
export { createGatewayCipher } from './gateway-cipher';
export type { GatewayCipher } from './gateway-cipher';
export { AtPath, storyOrigin } from './at-path';
