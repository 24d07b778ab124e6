// In libs/ui-connected: the shared ui reaching into a feature.
import { depositDecision } from '@mweb/wallet';

export const decision = depositDecision(null);
