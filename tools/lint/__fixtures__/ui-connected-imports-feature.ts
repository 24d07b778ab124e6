// In libs/ui-connected: the shared ui reaching into a feature.
import { feeOf } from '@mweb/wallet';

export const fee = feeOf(100, 0.5);
