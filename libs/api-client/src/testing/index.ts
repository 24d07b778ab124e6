export { MemoryStorage, createTestStore } from './create-test-store';
export type { TestStore, TestStoreOptions } from './create-test-store';
