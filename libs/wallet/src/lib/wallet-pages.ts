// Every wallet screen as one chunk behind one dynamic import: each lazy import costs the app's
// first load a call site and a list of file names.
export { DepositPage } from './deposit/deposit-page';
export { WithdrawPage } from './withdraw/withdraw-page';
export { GameRecordPage } from './records/game-record-page';
export { CashbackPage } from './cashback/cashback-page';
