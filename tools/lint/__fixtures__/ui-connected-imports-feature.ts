// In libs/ui-connected: the shared ui reaching into a feature.
import { walletScreens } from '@mweb/wallet';

export const screens = walletScreens;
