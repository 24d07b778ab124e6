// The screens this feature gives the app (docs/architecture/screens.md), each loaded only when
// first opened, all from one chunk.
import { defineScreen, type LazyScreen } from '@mweb/api-client/screens';
import type * as WalletPages from './wallet-pages';

/** A component of the wallet pages' chunk: the chunk's one dynamic import. */
function walletPage(name: keyof typeof WalletPages): LazyScreen {
  return () => import('./wallet-pages').then((module) => ({ Component: module[name] }));
}

export const walletScreens = [
  // The money screens refuse a trial account with the deposit's message (SPEC.md section 8).
  defineScreen({
    name: 'deposit',
    load: walletPage('DepositPage'),
    title: 'title.deposit',
    access: 'realMember',
    trial: 'deposit',
  }),
  defineScreen({
    name: 'withdraw',
    load: walletPage('WithdrawPage'),
    title: 'title.withdraw',
    access: 'realMember',
    trial: 'deposit',
  }),
  // A trial account has betting records too.
  defineScreen({
    name: 'gameRecord',
    load: walletPage('GameRecordPage'),
    title: 'title.betting_record',
    access: 'member',
  }),
  defineScreen({
    name: 'cashback',
    load: walletPage('CashbackPage'),
    title: 'title.cashback',
    access: 'realMember',
    trial: 'deposit',
  }),
];
