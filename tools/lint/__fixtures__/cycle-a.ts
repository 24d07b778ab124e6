// A module that imports a module that imports it back: lint must refuse the cycle.
import { second } from './cycle-b';

export const first = (): string => `first, then ${second()}`;
