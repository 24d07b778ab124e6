// The endpoints' `responseSchema`s for list answers. The checks load with the first call that
// needs one, so the first load does not carry them: one dynamic import for all of them.
import type {
  Announcement,
  Country,
  HelpArticle,
  MemberInfo,
  WinnerBoardValue,
} from '@mweb/api-contract';
import { lazyResponseSchema, type LazyResponseSchema } from './lazy-response-schema';
import type { ValueOf } from './call-types';
import type { Checked } from './standard-schema';
import type * as Guards from './answer-guards';

function lazyCheck<Value>(
  pick: (guards: typeof Guards) => (input: unknown) => Checked<Value>,
): LazyResponseSchema<Value> {
  return lazyResponseSchema(
    () => import('./answer-guards'),
    (guards, input) => pick(guards)(input),
  );
}

export const announcementsSchema: LazyResponseSchema<Announcement[]> = lazyCheck(
  (guards) => guards.checkAnnouncements,
);
export const countriesSchema: LazyResponseSchema<Country[]> = lazyCheck(
  (guards) => guards.checkCountries,
);
export const helpCenterSchema: LazyResponseSchema<HelpArticle[]> = lazyCheck(
  (guards) => guards.checkHelpCenter,
);
export const memberInfoSchema: LazyResponseSchema<MemberInfo> = lazyCheck(
  (guards) => guards.checkMemberInfo,
);
export const securityConfigSchema: LazyResponseSchema<ValueOf<'security.config'>> = lazyCheck(
  (guards) => guards.checkSecurityConfig,
);
export const trialAccountSchema: LazyResponseSchema<{ userName: string }> = lazyCheck(
  (guards) => guards.checkTrialAccount,
);
export const winnerBoardSchema: LazyResponseSchema<WinnerBoardValue> = lazyCheck(
  (guards) => guards.checkWinnerBoard,
);
