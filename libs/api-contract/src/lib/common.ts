import { z } from 'zod';

/** Query-string numbers arrive as text; read them as integers and refuse anything else. */
export const queryInt = z.coerce.number().int();

/** Page requests: `pageNo` from 1, `pageSize` within what a phone screen can use. */
export const pageQuery = z.object({
  pageNo: queryInt.min(1).default(1),
  pageSize: queryInt.min(1).max(1000).default(25),
});

/** A page of items as the gateway pages them: `pageNum` of `totalPages`. */
export function page<Item extends z.ZodType>(item: Item) {
  return z.object({
    content: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int().optional(),
  });
}

/** A call that answers nothing but success. */
export const nothing = z.null();

/** A money amount as the gateway sends it: a number with at most two decimals. */
export const amount = z.number().finite();

/**
 * A money amount a member sends: a number or a decimal string. The platform books it only when it
 * is a whole number of cents (`wallet.amount.invalid` otherwise), never rounding it; the schema
 * leaves that to the platform so that the refusal carries its own code.
 */
export const requestAmount = z.union([
  z.number().positive().max(1_000_000_000),
  z.string().max(32),
]);

/** An ISO-8601 timestamp. */
export const isoTime = z.string().min(1);

/** Member types: 0, 1, 2 are real accounts; anything else (4 by default) is a trial account. */
export const memberType = z.number().int();

/** What a successful login, registration or free play answers. */
export const sessionValue = z.object({
  token: z.string().min(1),
  id: z.number().int().optional(),
  userName: z.string(),
  /** Member type; trial logins name it `customerType`. */
  type: memberType.optional(),
  customerType: memberType.optional(),
  firstTimeLogin: z.boolean().default(false),
  passwordExpired: z.boolean().optional(),
});

export type SessionValue = z.infer<typeof sessionValue>;

/** A game in a list (SPEC.md section 3, "Game"). */
export const game = z.object({
  gameId: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  vendorCode: z.string().optional(),
  nodeId: z.string(),
  roomId: z.string().optional(),
  gameCode: z.string().optional(),
  gameGroupId: z.string().optional(),
  lottoMode: z.string().optional(),
  supportPlay: z.string().optional(),
  displayName: z.string().optional(),
  gameName: z.string(),
  nodeName: z.string().optional(),
  showIcon: z.boolean().optional(),
  iconUrl: z.string().optional(),
  mobileLargeIcon: z.string().optional(),
  mobileIconUrl: z.string().optional(),
  gameClassifyNew: z.string().optional(),
  minBet: z.number().optional(),
  lines: z.number().int().optional(),
});

export type Game = z.infer<typeof game>;

/** A lottery as menus and lists show it (SPEC.md section 3, "Lottery game"). */
export const lotteryGame = z.object({
  code: z.string(),
  gameCode: z.string().optional(),
  gameId: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  roomId: z.string().optional(),
  nodeId: z.string().optional(),
  supportPlay: z.string().optional(),
  mobileIconUrl: z.string().optional(),
  /** The display name. */
  remark: z.string(),
  isSale: z.boolean(),
  /** Milliseconds to the draw when the server answered. */
  remainTime: z.number(),
  /** Milliseconds to the close of betting when the server answered. */
  lockTime: z.number().optional(),
  /** The draw time pair; the countdown ends half their gap before the draw. */
  lotteryTime: z.tuple([z.number(), z.number()]).optional(),
  showIcon: z.boolean().optional(),
  /** Comma list of weekday numbers, Sunday 1 to Saturday 7. */
  drawDayOfWeek: z.string().optional(),
  tag: z.string().optional(),
  labelName: z.string().optional(),
  /** The current draw's number. */
  numero: z.string().nullable().optional(),
  lottoMode: z.string().optional(),
});

export type LotteryGame = z.infer<typeof lotteryGame>;

/** An announcement, banner or popup (SPEC.md section 3; GATEWAY.md "Announcements"). */
export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** B banner, PL player, PU popup, PR promotion, A agent. */
  type: z.enum(['A', 'B', 'PL', 'PU', 'PR']),
  groupName: z.string().optional(),
  url: z.string().optional(),
  announcementImages: z.array(z.string()).default([]),
  /** Where a tap leads: P promotion page, URL external link, G a game. */
  linkageType: z.enum(['P', 'URL', 'G', '']).optional(),
  linkage: z.string().optional(),
  read: z.boolean().default(false),
  startDate: isoTime.optional(),
  endDate: isoTime.optional(),
  /** Popups only: who sees it (A members, B guests, F members on their first login). */
  execution: z.enum(['A', 'B', 'F']).optional(),
  promotionType: z.string().optional(),
});

export type Announcement = z.infer<typeof announcement>;

/**
 * What a sent code answers, by SMS or (our own) by e-mail: its lifetime and how many tries it
 * allows.
 */
export const smsSent = z.object({
  expiredMinutes: z.number().positive(),
  maxAttemptTimes: z.number().int().positive(),
  /** Epoch milliseconds. */
  expirationTime: z.number().int(),
});
