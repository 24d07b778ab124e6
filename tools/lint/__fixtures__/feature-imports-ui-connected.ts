// In libs/games: a feature showing a call's state the one shared way, which the layers allow.
import { QueryState } from '@mweb/ui-connected';

export const state = QueryState;
