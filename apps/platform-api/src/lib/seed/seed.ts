import { encryptCustomerServicePath } from '@mweb/api-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { drawResult, pastDraws } from '../services/draw-clock';
import { buildCatalogue, CATALOGUE_SEED } from './catalogue';
import {
  announcements,
  CONTENT_END,
  CONTENT_START,
  COUNTRIES,
  HELP_CENTRE,
  PROMOTION_APPLICATIONS,
  REGISTER_SETTINGS,
  WHITELABEL_TREE,
  winners,
} from './content';
import { seedAccounts } from './demo-accounts';

/** Bumped when the seed's content changes, so an old database is not mistaken for a current one. */
const SEED_VERSION = `catalogue-${CATALOGUE_SEED}-v2`;

/** The key of the type '3' customer-service path: fixed, so the seed stays deterministic. */
const CS_PATH_KEY = 'mWeb2026';

async function insertInChunks<T>(items: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += 100) {
    await insert(items.slice(start, start + 100));
  }
}

/**
 * Fills a fresh database with the demo merchant. Idempotent: a database that already holds this
 * seed is left as it is, so restarts keep members, balances and favourites.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  now: number,
): Promise<{ seeded: boolean }> {
  const marker = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'seed')
    .executeTakeFirst();
  if (marker) return { seeded: false };

  await db.transaction().execute(async (trx) => {
    const platform = { db: trx, now: () => now };
    const catalogue = buildCatalogue();

    let sort = 0;
    for (const parent of WHITELABEL_TREE) {
      await trx
        .insertInto('whitelabel_modules')
        .values({
          mod_id: parent.modId,
          parent_mod_id: null,
          enabled: parent.enabled ? 1 : 0,
          sort: sort++,
        })
        .execute();
      for (const child of parent.children) {
        await trx
          .insertInto('whitelabel_modules')
          .values({
            mod_id: child.modId,
            parent_mod_id: parent.modId,
            enabled: child.enabled ? 1 : 0,
            sort: sort++,
          })
          .execute();
      }
    }

    await trx
      .insertInto('settings')
      .values([
        { key: 'register', value: JSON.stringify(REGISTER_SETTINGS) },
        { key: 'maintenance', value: JSON.stringify(false) },
        { key: 'regionRestriction', value: JSON.stringify(false) },
        {
          key: 'templates',
          value: JSON.stringify({ mem_cen: '1', dep_func: '1' }),
        },
      ])
      .execute();

    await trx
      .insertInto('vendors')
      .values(
        catalogue.vendors.map(({ code, name, category, sort: order }) => ({
          code,
          name,
          category,
          sort: order,
        })),
      )
      .execute();
    await insertInChunks(catalogue.games, (chunk) =>
      trx
        .insertInto('games')
        .values(
          chunk.map((game) => ({
            node_id: game.nodeId,
            game_id: game.gameId,
            game_code: game.gameCode,
            game_type: game.gameType,
            vassalage: game.vassalage,
            name: game.name,
            classify: game.classify,
            hot_rank: game.hotRank,
            sort: game.sort,
            min_bet: game.minBet,
            min_line: game.minLine,
            support_play: game.supportPlay,
            lotto_mode: game.lottoMode,
            game_group_id: game.gameGroupId,
            room_id: game.roomId,
          })),
        )
        .execute(),
    );
    await trx
      .insertInto('lotteries')
      .values(
        catalogue.lotteries.map((lottery) => ({
          code: lottery.code,
          node_id: lottery.nodeId,
          name: lottery.name,
          menu: lottery.menu,
          vassalage: lottery.vassalage,
          prize_mode: lottery.prizeMode,
          interval_seconds: lottery.intervalSeconds,
          draw_days: lottery.drawDays,
          draw_minute: lottery.drawMinute,
          lock_seconds: lottery.lockSeconds,
          sort: lottery.sort,
        })),
      )
      .execute();
    const results = catalogue.lotteries.flatMap((lottery) =>
      pastDraws(lottery, now, 10).map((draw) => ({
        lottery_code: lottery.code,
        numero: draw.numero,
        drawn_at: draw.drawAt,
        result: drawResult(lottery.code, draw.numero),
      })),
    );
    await insertInChunks(results, (chunk) =>
      trx.insertInto('lottery_results').values(chunk).execute(),
    );

    await trx
      .insertInto('announcements')
      .values(
        announcements().map((item, index) => ({
          id: item.id,
          type: item.type,
          title: item.title,
          content: item.content,
          group_name: item.groupName,
          url: item.url,
          image: item.image,
          linkage_type: item.linkageType,
          linkage: item.linkage,
          category: item.category ?? null,
          execution: item.execution,
          promotion_type: item.promotionType,
          start_date: CONTENT_START,
          end_date: CONTENT_END,
          sort: index,
        })),
      )
      .execute();

    let helpId = 1;
    for (const [sectionIndex, section] of HELP_CENTRE.entries()) {
      const parentId = helpId++;
      await trx
        .insertInto('help_articles')
        .values({
          id: parentId,
          parent_id: null,
          title: section.title,
          content: '',
          sort: sectionIndex,
        })
        .execute();
      for (const [childIndex, [title, content]] of section.children.entries()) {
        await trx
          .insertInto('help_articles')
          .values({ id: helpId++, parent_id: parentId, title, content, sort: childIndex })
          .execute();
      }
    }

    await trx
      .insertInto('customer_service')
      .values([
        { id: 1, cs_type: 'LIVECHAT', path: '/platform/chat/livechat' },
        { id: 2, cs_type: 'WHATSAPP', path: 'https://wa.me/84900000000' },
        { id: 3, cs_type: 'CS', path: '/platform/chat/support' },
        {
          id: 4,
          cs_type: '3',
          path: encryptCustomerServicePath('/platform/chat/vip', CS_PATH_KEY),
        },
      ])
      .execute();

    await trx
      .insertInto('resources')
      .values([
        { resource_type: 'IOS', url: '/platform/download/ios' },
        { resource_type: 'MOBILECONFIG', url: '/platform/download/mobileconfig' },
        { resource_type: 'Android', url: '/platform/download/android' },
        { resource_type: 'AppDownloadIcon', url: '/media/app-icon.svg' },
      ])
      .execute();

    const [firstGame, ...otherGames] = catalogue.games.map((game) => game.name);
    await trx
      .insertInto('winners')
      .values(
        winners([firstGame ?? 'Golden Empire', ...otherGames]).map((winner) => ({
          id: winner.id,
          username: winner.username,
          game_name: winner.gameName,
          game_category: winner.gameCategory,
          amount_cents: winner.amountCents,
          won_at: winner.wonAt,
        })),
      )
      .execute();

    await trx
      .insertInto('countries')
      .values(
        COUNTRIES.map(([code, name, dialingCode]) => ({ code, name, dialing_code: dialingCode })),
      )
      .execute();

    await seedAccounts(platform, catalogue.games.slice(0, 30));

    for (const application of PROMOTION_APPLICATIONS) {
      const member = await trx
        .selectFrom('members')
        .select('id')
        .where('username', '=', application.username)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('promotion_applications')
        .values({
          member_id: member.id,
          promotion_id: application.promotionId,
          status: application.status,
          reward_cents: application.rewardCents,
          created_at: now,
        })
        .execute();
    }

    await trx
      .insertInto('settings')
      .values({ key: 'seed', value: JSON.stringify(SEED_VERSION) })
      .execute();
  });
  return { seeded: true };
}
