// In libs/games: a feature reaching into another feature.
import { feeOf } from '@mweb/wallet';

export const fee = feeOf;
