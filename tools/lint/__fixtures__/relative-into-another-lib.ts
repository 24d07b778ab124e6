// In libs/games: a relative path into another lib's files.
import { isTrial } from '../../../api-client/src/lib/member-type';

export const trial = isTrial(4);
