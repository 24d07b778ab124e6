// In libs/games: another lib's private module through its package name.
import { isTrial } from '@mweb/api-client/src/lib/member-type';

export const trial = isTrial(4);
