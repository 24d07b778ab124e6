import { describe, expect, it } from 'vitest';
import { SCREEN_NAMES, SCREEN_PATHS, type ScreenRecord } from '@mweb/api-client/screens';
import { type BackTarget } from '@mweb/api-client/testing';
import { SCREENS } from './routes';

/**
 * SPEC.md section 2 line by line: each path, and what its screen's record says it shows: banner,
 * header, bottom menu, back target. Written out in full so that a change to the rules, in whichever
 * feature's record, shows up here as a diff.
 */
const SPEC: readonly [
  path: string,
  banner: boolean,
  header: boolean,
  bottomMenu: boolean,
  back: BackTarget,
][] = [
  ['home', true, false, true, 'history'],
  ['index', true, false, true, 'history'],
  ['index.html', true, false, true, 'history'],
  ['login', false, false, false, 'home'],
  ['register', false, false, false, 'home'],
  ['register.html', false, false, false, 'home'],
  ['trail', false, true, true, 'home'],
  ['forget', false, false, false, 'home'],
  ['changePsw', false, true, false, 'history'],
  ['member/home', false, true, true, 'history'],
  ['member/manualRebate', false, true, true, 'history'],
  ['voucherCenter', false, true, true, 'history'],
  ['withdraw', false, true, true, 'history'],
  ['gameRecord', false, true, true, 'history'],
  ['activity', false, true, true, 'home'],
  ['rewardCenter', false, true, true, 'history'],
  ['inviteFriends', false, true, true, 'history'],
  ['notice', false, true, false, 'history'],
  ['message', false, false, true, 'history'],
  ['messages', false, false, true, 'history'],
  ['webEmail', false, true, true, 'history'],
  ['help', false, true, false, 'history'],
  ['helpDetail', false, true, false, 'history'],
  ['app', false, false, false, 'history'],
  ['game', false, true, true, 'history'],
  ['gameCenter', false, true, true, 'history'],
  ['slotsCenter', false, true, false, 'history'],
  ['lottery', false, false, false, 'history'],
  ['startLottery', false, true, true, 'history'],
  ['gameList', false, false, false, 'history'],
  ['launchGame', false, true, true, 'history'],
  ['lotto-h5/:mui/:playType/games/:gameId', false, true, true, 'history'],
  ['member/agent/getSalaryContract', false, true, true, 'history'],
  ['member/agent/getDevidendContract', false, true, true, 'history'],
  ['member/agent/getHourContract', false, true, true, 'history'],
  // The agent centre, which the spec's named agent groups need (SPEC.md section 7).
  ['member/agent', false, true, true, 'history'],
  // The other screens of SPEC.md section 2: the user agreement reads as a document.
  ['agreement', false, true, false, 'history'],
  // The outer-app screen is one step on the way to the phone's browser.
  ['outerApp', false, true, false, 'history'],
  ['saferGambling', false, true, true, 'history'],
  // The member's security centre: its long forms keep the whole screen.
  ['member/security', false, true, false, 'history'],
];

const byPath = new Map<string, ScreenRecord>(
  SCREENS.flatMap(({ record }) => SCREEN_PATHS[record.name].map((path) => [path, record] as const)),
);

describe('the screen records', () => {
  it('cover every path of the route table, and nothing else', () => {
    expect([...byPath.keys()].sort()).toEqual(SPEC.map(([path]) => path).sort());
  });

  it('name each screen of the route table once', () => {
    expect(SCREENS.map(({ screen }) => screen).sort()).toEqual([...SCREEN_NAMES].sort());
  });

  it.each(SPEC)(
    '%s: banner %s, header %s, bottom menu %s, back to %s',
    (path, banner, header, bottomMenu, back) => {
      expect(byPath.get(path)?.layout).toEqual({ banner, header, bottomMenu, back });
    },
  );

  it('give every screen a title', () => {
    expect(SCREENS.filter(({ record }) => !record.title)).toEqual([]);
  });
});
