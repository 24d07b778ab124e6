import type { LazyScreen } from '@mweb/api-client/screens';

/**
 * The home page's contract prompt (`ContractPrompts`), in a chunk of its own: a member's home loads
 * it on every visit, and the screens' chunk (with the modules it brings) is several times its
 * size, all of it evaluated while the page is still busy. A module apart from the screens' table,
 * so that its import stands in the home page's lower sections, which use it, and not in the first
 * load, which holds the table.
 */
export const loadContractPrompts: LazyScreen = () =>
  import('./contract-prompt').then((module) => ({ Component: module.ContractPrompts }));
