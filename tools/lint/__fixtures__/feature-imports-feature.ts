// In libs/games: a feature reaching into another feature.
import { walletScreens } from '@mweb/wallet';

export const screens = walletScreens;
