// In libs/games: a feature using the design system, which the layers allow.
import { digitsOnly } from '@mweb/ui-kit';

export const text = digitsOnly('12a3', 6);
