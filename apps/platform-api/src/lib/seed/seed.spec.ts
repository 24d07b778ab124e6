import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { buildCatalogue } from './catalogue';
import { seedDatabase } from './seed';

async function catalogueOf(platform: TestPlatform) {
  const db = platform.app.platform.db;
  return {
    vendors: await db.selectFrom('vendors').selectAll().orderBy('code').execute(),
    games: await db.selectFrom('games').selectAll().orderBy('node_id').execute(),
    lotteries: await db.selectFrom('lotteries').selectAll().orderBy('code').execute(),
    announcements: await db.selectFrom('announcements').selectAll().orderBy('id').execute(),
    customerService: await db.selectFrom('customer_service').selectAll().orderBy('id').execute(),
    winners: await db.selectFrom('winners').selectAll().orderBy('id').execute(),
  };
}

describe('the seed', () => {
  let first: TestPlatform;
  let second: TestPlatform;

  beforeAll(async () => {
    first = await startTestPlatform();
    second = await startTestPlatform();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('gives two fresh databases the same catalogue', async () => {
    expect(await catalogueOf(first)).toEqual(await catalogueOf(second));
  });

  it('is a pure function of its seed', () => {
    expect(buildCatalogue()).toEqual(buildCatalogue());
    expect(buildCatalogue(1)).not.toEqual(buildCatalogue());
  });

  it('covers every category and vendor the spec names', async () => {
    const { vendors, games, lotteries } = await catalogueOf(first);
    expect(games.length).toBeGreaterThanOrEqual(400);
    expect(vendors.length).toBeGreaterThanOrEqual(12);
    const categories = new Set(games.map((game) => game.game_type));
    for (const category of [
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'ELOTT',
      'LOTT',
      'COCKFIGHT',
      'LIVESTREAM',
    ]) {
      expect(categories, category).toContain(category);
    }
    expect(vendors.find((vendor) => vendor.code === 'JL')?.category).toBe('RNG');
    expect(vendors.find((vendor) => vendor.code === 'EG3')?.category).toBe('LIVE');
    expect(games.some((game) => game.classify === 'BG')).toBe(true);
    expect(
      games.filter((game) => game.game_type === 'ESPORTS').every((game) => game.game_code === 'AV'),
    ).toBe(true);
    expect(games.some((game) => game.classify === 'KENO' && game.vassalage === 'GPI')).toBe(true);
    const intervals = new Set(lotteries.map((lottery) => lottery.interval_seconds));
    for (const seconds of [60, 180, 300]) expect(intervals).toContain(seconds);
    for (const menu of ['vietnam_northern', 'vietnam_central', 'vietnam_southern']) {
      expect(lotteries.some((lottery) => lottery.menu === menu && lottery.draw_days)).toBe(true);
    }
    // Every weekday has central and southern provinces drawing.
    for (const day of ['1', '2', '3', '4', '5', '6', '7']) {
      for (const menu of ['vietnam_central', 'vietnam_southern']) {
        expect(
          lotteries.some(
            (lottery) =>
              lottery.menu === menu && (lottery.draw_days ?? '').split(',').includes(day),
          ),
          `${menu} on ${day}`,
        ).toBe(true);
      }
    }
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await catalogueOf(first);
    const members = await first.app.platform.db.selectFrom('members').select('username').execute();
    expect(await seedDatabase(first.app.platform.db, Date.now())).toEqual({ seeded: false });
    expect(await catalogueOf(first)).toEqual(before);
    expect(await first.app.platform.db.selectFrom('members').select('username').execute()).toEqual(
      members,
    );
  });

  it('seeds the demo accounts with their types, balances and labels', async () => {
    const members = await first.app.platform.db
      .selectFrom('members')
      .select(['username', 'type', 'balance_cents', 'club_label', 'nickname', 'password_hash'])
      .orderBy('id')
      .execute();
    expect(members.map(({ username, type }) => [username, type])).toEqual([
      ['demo01', 0],
      ['agent01', 1],
      ['agent02', 2],
      ['vip01', 0],
      ['player01', 0],
      ['member40', 40],
      ['careful01', 0],
      ['resting01', 0],
      ['thai01', 0],
      ['secure01', 0],
    ]);
    expect(members[0]?.balance_cents).toBe(1_234_567);
    const thai = await first.app.platform.db
      .selectFrom('members')
      .select('language')
      .where('username', '=', 'thai01')
      .executeTakeFirst();
    expect(thai?.language).toBe('TH');
    expect(members[0]?.nickname).toBeTruthy();
    expect(members[3]?.club_label).toMatch(/VIP/);
    // Hashed with a salt of their own: equal passwords never give equal hashes.
    expect(members[1]?.password_hash).toMatch(/^scrypt\$/);
    expect(members[1]?.password_hash).not.toBe(members[2]?.password_hash);
  });
});
