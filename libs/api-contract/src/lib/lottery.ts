import { z } from 'zod';
import { defineCall } from './call';
import { isoTime, lotteryGame } from './common';

/** The prize modes the lottery platform knows (SPEC.md section 9). */
export const prizeMode = z.enum(['ModeElott', 'SEA']);

/** A lottery menu category: a label, and the games in it with their draw timing. */
export const lotteryCategory = z.object({
  code: z.string(),
  labelName: z.string(),
  displayName: z.string().optional(),
  gameMenus: z.array(lotteryGame),
});

export const lotteryMenu = defineCall({
  id: 'lottery.menu',
  method: 'GET',
  path: '/lgw/games/game_menus',
  query: z.object({ prizeMode, device: z.literal('MOBILE') }),
  value: z.array(lotteryCategory),
  evidence: 'E',
});

/** The Vietnam lottery menu: vietnam_northern, vietnam_central and vietnam_southern by weekday. */
export const vnLotteryMenu = defineCall({
  id: 'lottery.vnMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  query: z.object({ prizeMode }),
  value: z.array(lotteryCategory),
  evidence: 'E',
});

export const vnRecentLotteries = defineCall({
  id: 'lottery.vnRecent',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  query: z.object({ prizeMode }),
  value: z.array(lotteryGame),
  needsToken: true,
  evidence: 'E',
});

/** A drawn result. */
export const drawResult = z.object({
  gameId: z.string(),
  numero: z.string(),
  drawTime: isoTime,
  /** The drawn numbers, in the order the draw gives them. */
  result: z.array(z.string()),
});

const numeroQuery = z.object({ gameId: z.string().max(64).optional() });

/** Opened draws and their results (the lottery history). */
export const openedNumeros = defineCall({
  id: 'lottery.openedNumeros',
  method: 'GET',
  path: '/lgw/games/opened/numero',
  query: numeroQuery,
  value: z.array(drawResult),
  evidence: 'E',
});

export const vnOpenedNumeros = defineCall({
  id: 'lottery.vnOpenedNumeros',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  query: numeroQuery,
  value: z.array(drawResult),
  evidence: 'E',
});
