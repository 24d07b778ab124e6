// Light checks of list answers, so that a well-formed envelope around a wrong-shaped value is one
// more error of its own call (the section shows its retry or empty state) and never a crash in a
// component that maps over it. Hand-written, and loaded with the first answer it checks
// (answer-schemas.ts), so neither zod nor these checks are in the first load.
import type {
  Announcement,
  Country,
  HelpArticle,
  MemberInfo,
  Winner,
  WinnerBoardValue,
} from '@mweb/api-contract';
import type { ValueOf } from './call-types';
import type { Checked } from './standard-schema';

// Local rather than standard-schema's `issue`: a value shared with the first load would split a
// chunk of its own out of the entry (see docs/architecture/performance.md).
const issue = (message: string): Checked<never> => ({ issues: [{ message }] });

type Item = Record<string, unknown>;

export const isRecord = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || isString(value);
const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);

/**
 * A list answer: not a list is an error; entries that are not items of it are left out, so one
 * broken entry does not take the others with it.
 */
export function listOf<Value>(what: string, itemOf: (item: unknown) => Value | null) {
  return (input: unknown): Checked<Value[]> => {
    if (!Array.isArray(input)) return issue(`The ${what} answer is not a list.`);
    return { value: input.flatMap((item) => itemOf(item) ?? []) };
  };
}

const ANNOUNCEMENT_TYPES = ['A', 'B', 'PL', 'PU', 'PR'] as const;
const LINKAGE_TYPES = ['P', 'URL', 'G', ''] as const;
const isOneOf = <Option extends string>(options: readonly Option[], value: unknown) =>
  options.find((option) => option === value);

export function announcementOf(input: unknown): Announcement | null {
  if (!isRecord(input)) return null;
  const { id, title, content, groupName, url, linkage, startDate, endDate } = input;
  const { announcementImages = [], read = false, linkageType, execution } = input;
  const type = isOneOf(ANNOUNCEMENT_TYPES, input['type']);
  if (!isInteger(id) || !isString(title) || !isString(content) || type === undefined) return null;
  if (!isStringList(announcementImages) || typeof read !== 'boolean') return null;
  if (![groupName, url, linkage, startDate, endDate].every(isOptionalString)) return null;
  if (linkageType !== undefined && isOneOf(LINKAGE_TYPES, linkageType) === undefined) return null;
  if (execution !== undefined && isOneOf(['A', 'B', 'F'], execution) === undefined) return null;
  return {
    id,
    title,
    content,
    type,
    announcementImages,
    read,
    ...(isString(groupName) ? { groupName } : {}),
    ...(isString(url) ? { url } : {}),
    ...(isString(linkage) ? { linkage } : {}),
    ...(isString(startDate) ? { startDate } : {}),
    ...(isString(endDate) ? { endDate } : {}),
    ...(linkageType === undefined ? {} : { linkageType: isOneOf(LINKAGE_TYPES, linkageType) }),
    ...(execution === undefined ? {} : { execution: isOneOf(['A', 'B', 'F'], execution) }),
  };
}

export function countryOf(input: unknown): Country | null {
  if (!isRecord(input)) return null;
  const { code, name, dialingCode } = input;
  return isString(code) && isString(name) && isString(dialingCode)
    ? { code, name, dialingCode }
    : null;
}

export function helpArticleOf(input: unknown): HelpArticle | null {
  if (!isRecord(input) || !isString(input['title']) || !Array.isArray(input['children'])) {
    return null;
  }
  const children = input['children'].flatMap((child: unknown) =>
    isRecord(child) && isString(child['title']) && isString(child['content'])
      ? [{ title: child['title'], content: child['content'] }]
      : [],
  );
  return { title: input['title'], children };
}

/** The member's own record: without its id, account and type there is nothing to show. */
export function checkMemberInfo(input: unknown): Checked<MemberInfo> {
  if (!isRecord(input)) return issue('The member answer is not an object.');
  const { id, account, type, nickname = null, language, clubLabel = null } = input;
  if (!isInteger(id) || !isString(account) || !isInteger(type)) {
    return issue('The member answer lacks its id, account or type.');
  }
  const labelName = isRecord(clubLabel) ? clubLabel['labelName'] : undefined;
  return {
    value: {
      id,
      account,
      type,
      nickname: isString(nickname) ? nickname : null,
      clubLabel: isString(labelName) || labelName === null ? { labelName } : null,
      ...(isString(language) ? { language } : {}),
    },
  };
}

type SecurityConfig = ValueOf<'security.config'>;
const isTextOrNull = (value: unknown): value is string | null => value === null || isString(value);

/**
 * The member's security settings: every field is read by a section, so a wrong-shaped answer is
 * the call's error (the section shows it with a retry), never a half-read page.
 */
export function checkSecurityConfig(input: unknown): Checked<SecurityConfig> {
  if (!isRecord(input)) return issue('The security settings answer is not an object.');
  const { hasPaymentPassword, bankCardCount, hasSecurityQuestion, email, payeeName } = input;
  const { maskedMobile = null } = input;
  if (
    typeof hasPaymentPassword !== 'boolean' ||
    typeof hasSecurityQuestion !== 'boolean' ||
    !isInteger(bankCardCount) ||
    bankCardCount < 0 ||
    !isTextOrNull(email) ||
    !isTextOrNull(payeeName) ||
    !isTextOrNull(maskedMobile)
  ) {
    return issue('The security settings answer is malformed.');
  }
  return {
    value: {
      hasPaymentPassword,
      bankCardCount,
      hasSecurityQuestion,
      email,
      payeeName,
      maskedMobile,
    },
  };
}

/** The trial account's name, which the trial screen shows. */
export function checkTrialAccount(input: unknown): Checked<{ userName: string }> {
  return isRecord(input) && isString(input['userName'])
    ? { value: { userName: input['userName'] } }
    : issue('The trial account answer has no userName.');
}

export const checkAnnouncements = listOf('announcements', announcementOf);
export const checkCountries = listOf('countries', countryOf);
export const checkHelpCenter = listOf('help', helpArticleOf);

export function winnerOf(input: unknown): Winner | null {
  if (!isRecord(input)) return null;
  const { userName, gameName, gameCategory, winAmount, wonAt } = input;
  if (!isString(userName) || !isString(gameName) || !isString(gameCategory)) return null;
  if (!isString(wonAt) || typeof winAmount !== 'number' || !Number.isFinite(winAmount)) return null;
  return { userName, gameName, gameCategory, winAmount, wonAt };
}

/** The winner board: an object around its list; a broken entry is left out, not the board. */
export function checkWinnerBoard(input: unknown): Checked<WinnerBoardValue> {
  if (!isRecord(input)) return issue('The winner board answer is not an object.');
  const list = listOf('winner board', winnerOf)(input['list']);
  return 'value' in list ? { value: { list: list.value } } : list;
}
