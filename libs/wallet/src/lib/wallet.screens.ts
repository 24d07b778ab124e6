// The screens this feature gives the app, each loaded only when first opened.
import type { FeatureScreens, LazyScreen } from '@mweb/api-client';
import type * as WalletPages from './wallet-pages';

/** A component of the wallet pages' chunk, by its screen's name: the chunk's one dynamic import. */
function walletPage(name: keyof typeof WalletPages): LazyScreen {
  return () => import('./wallet-pages').then((module) => ({ Component: module[name] }));
}

export const walletScreens = {
  voucherCenter: walletPage('voucherCenter'),
  withdraw: walletPage('withdraw'),
  gameRecord: walletPage('gameRecord'),
  manualRebate: walletPage('manualRebate'),
} satisfies FeatureScreens;
