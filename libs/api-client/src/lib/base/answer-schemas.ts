// The endpoints' `responseSchema`s for list answers. The checks load with the first answer that
// needs one (RTK Query awaits an asynchronous Standard Schema), so the first load does not carry
// them: one dynamic import for all of them.
import type {
  Announcement,
  Country,
  HelpArticle,
  MemberInfo,
  WinnerBoardValue,
} from '@mweb/api-contract';
import { standardSchema, type Checked, type ResponseSchema } from '../money/standard-schema';
import type * as Guards from './answer-guards';

function lazyCheck<Value>(
  pick: (guards: typeof Guards) => (input: unknown) => Checked<Value>,
): ResponseSchema<Value> {
  return standardSchema<Value>(async (input) => pick(await import('./answer-guards'))(input));
}

export const announcementsSchema: ResponseSchema<Announcement[]> = lazyCheck(
  (guards) => guards.checkAnnouncements,
);
export const countriesSchema: ResponseSchema<Country[]> = lazyCheck(
  (guards) => guards.checkCountries,
);
export const helpCenterSchema: ResponseSchema<HelpArticle[]> = lazyCheck(
  (guards) => guards.checkHelpCenter,
);
export const memberInfoSchema: ResponseSchema<MemberInfo> = lazyCheck(
  (guards) => guards.checkMemberInfo,
);
export const trialAccountSchema: ResponseSchema<{ userName: string }> = lazyCheck(
  (guards) => guards.checkTrialAccount,
);
export const winnerBoardSchema: ResponseSchema<WinnerBoardValue> = lazyCheck(
  (guards) => guards.checkWinnerBoard,
);
