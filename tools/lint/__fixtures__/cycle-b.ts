// The other half of the cycle that cycle-a.ts starts.
import { first } from './cycle-a';

export const second = (): string => 'second';
export const again = (): string => first();
