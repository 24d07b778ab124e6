// Every wallet screen as one chunk behind one dynamic import, named by screen: each lazy import
// costs the app's first load a call site and a list of file names.
export { DepositPage as voucherCenter } from './deposit/deposit-page';
export { WithdrawPage as withdraw } from './withdraw/withdraw-page';
export { GameRecordPage as gameRecord } from './records/game-record-page';
export { CashbackPage as manualRebate } from './cashback/cashback-page';
