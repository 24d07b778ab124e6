// Browser storage: every key of SPEC.md section 3, typed; the only code that touches it.
export { storage } from './lib/storage/storage';
export type { TypedStorage } from './lib/storage/storage';
