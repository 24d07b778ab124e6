import { describe, expect, it } from 'vitest';
import {
  announcementsFixture,
  lotteryMenuFixture,
  memberInfoFixture,
  statusFixture,
} from '../fixtures/fixtures';
import { storageGuards, storageAreas } from './storage-guards';
import { storageShapes, type StorageKey } from './storage-shapes';

const session = { token: 't0k3n', userName: 'demo01', merchantCode: 'demo', type: 1 };
const lotteries = lotteryMenuFixture.flatMap((menu) => menu.gameMenus);
const [lottery] = lotteries;
const [banner] = announcementsFixture;
const status = statusFixture;

/** Keys the client composes itself: their guard gives exactly what the zod shape gives. */
const COMPOSED: ReadonlySet<StorageKey> = new Set([
  'MC_SESSION_INFO',
  'remPass',
  'sass',
  'autoLogin',
  'LOTTFAV',
  'SHELL_PU_A',
  'SHELL_PU_B',
  'SHELL_deviceId',
  'WEBCLIP',
  'hideDownloadBar',
  'theme',
  'language',
  'memberInfo',
  'service_link',
  'setTemplate',
]);

/** Values every key's zod shape accepts, and values it refuses. */
const samples: { [Key in StorageKey]: { good: unknown[]; bad: unknown[] } } = {
  MC_SESSION_INFO: {
    good: [session, { ...session, firstTimeLogin: true }],
    bad: [{ ...session, token: '' }, { ...session, type: 1.5 }, { userName: 'demo01' }, 'x'],
  },
  remPass: {
    good: [{}, { username: { type: 'username', username: 'demo01', password: 'iv:c' } }],
    bad: [{ sms: { type: 'email', username: 'x', password: '' } }, []],
  },
  sass: { good: ['0123456789abcdef'], bad: ['short', 16] },
  autoLogin: { good: ['0', '1'], bad: ['2', 1] },
  LOTTFAV: { good: [{ demo01: ['VN_HCM'], vip01: [] }], bad: [['VN_HCM'], { demo01: [1] }] },
  SHELL_PU_A: { good: [[], [1, 2]], bad: [[1.5], ['1']] },
  SHELL_PU_B: { good: [[3]], bad: [{}] },
  SHELL_deviceId: { good: ['device-0001'], bad: ['short', 'x'.repeat(65)] },
  WEBCLIP: { good: ['1'], bad: [true] },
  hideDownloadBar: { good: [true, false], bad: ['true'] },
  theme: { good: ['dark', 'light'], bad: ['blue', null] },
  language: { good: ['EN', 'UR-LA'], bad: ['E', 'EN-EN-EN-EN'] },
  status: {
    good: [{ value: status, fetchedAt: 1 }],
    bad: [
      { value: status },
      { value: { ...status, info: { ...status.info, whitelabel: [{ modId: 1 }] } }, fetchedAt: 1 },
      { value: { ...status, maintenance: {} }, fetchedAt: 1 },
      { value: { ...status, location: {} }, fetchedAt: 1 },
    ],
  },
  memberInfo: {
    good: [
      memberInfoFixture,
      { id: 1, account: 'demo01', type: 0 },
      { id: 1, account: 'demo01', nickname: 'D', type: 0, clubLabel: { labelName: 'VIP' } },
    ],
    bad: [
      { id: 1, account: 'demo01' },
      { id: '1', account: 'demo01', type: 0 },
    ],
  },
  trialName: {
    good: ['trial12345678', 'Trial_0-1'],
    bad: ['', 'trial 1', '<b>trial</b>', 'x'.repeat(65), 12345, { userName: 'trial1' }, null],
  },
  service_link: { good: [{ '3': 'https://cs.example/' }], bad: [{ '3': 3 }] },
  setTemplate: { good: [{ mem_cen: '1', dep_func: '0' }], bad: [{ mem_cen: '2', dep_func: '0' }] },
  getVassGameType: {
    good: [{ content: {} }, { content: { RNG: { PG: [] } } }],
    bad: [{}, { content: { RNG: [] } }],
  },
  getGameLotts: {
    good: [lotteries],
    bad: [[{ ...lottery, gameId: 9 }], [{ ...lottery, isSale: 'y' }]],
  },
  lottList: { good: [[]], bad: [[{}]] },
  elottList: { good: [[lottery]], bad: ['x'] },
  banners: { good: [announcementsFixture], bad: [[{ ...banner, type: 'X' }], [{ id: 7 }]] },
};

describe('storage guards', () => {
  it.each(Object.keys(samples) as StorageKey[])(
    'accept and refuse what the zod shape of %s does',
    (key) => {
      const schema = storageShapes[key].schema;
      const guard = storageGuards[key];
      for (const value of samples[key].good) {
        expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
        // A server answer's cache is kept as the server sent it, without the shape's defaults.
        if (COMPOSED.has(key)) expect(guard(value)).toEqual(schema.parse(value));
        else expect(guard(value)).toEqual(value);
      }
      for (const value of samples[key].bad) {
        expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
        expect(guard(value), JSON.stringify(value)).toBeUndefined();
      }
    },
  );

  it('keep every key where its shape says it lives', () => {
    for (const key of Object.keys(storageShapes) as StorageKey[])
      expect(storageAreas[key]).toBe(storageShapes[key].area);
  });
});
