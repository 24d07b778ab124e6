// Browser storage: every key of SPEC.md section 3, typed; the only code that touches it.
export { browserStorageAreas, createTypedStorage, storage } from './lib/storage/storage';
export type { StorageAreas, TypedStorage } from './lib/storage/storage';
