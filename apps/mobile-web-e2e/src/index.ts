export { CHROMIUM_ARGS, chromiumPath } from './chromium';
