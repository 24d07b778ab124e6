// In libs/games: a feature reaching into another feature.
import { depositDecision } from '@mweb/wallet';

export const decision = depositDecision(null);
