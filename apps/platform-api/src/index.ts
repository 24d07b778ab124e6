export { buildPlatform } from './lib/app';
export type { PlatformOptions } from './lib/app';
export { configFrom } from './lib/config';
export type { PlatformConfig } from './lib/config';
