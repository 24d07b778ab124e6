// What other projects' tests take from the contract and no shipped code needs: every call and
// route, to sweep them all; the envelope and status schemas, to check what a server answered.
export { ALL_CALLS } from '../lib/all-calls';
export { envelope } from '../lib/envelope';
export { systemStatusValue, WHITELABEL_FLAGS } from '../lib/content';
export { CONTRACTS_ROUTES, ROUTES } from '../lib/routes.generated';
export type { RouteId } from '../lib/routes.generated';
