export { walletScreens } from './lib/wallet.screens';
