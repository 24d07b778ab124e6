import type { Database } from '../db/schema';
import { seedDatabase } from '../seed/seed';
import { writeSetting, type Platform } from './platform';

/** Every table, for the reset; `satisfies` keeps the list whole when a table is added. */
const TABLE_SET = {
  settings: true,
  whitelabel_modules: true,
  members: true,
  sessions: true,
  login_failures: true,
  captchas: true,
  slide_challenges: true,
  sms_codes: true,
  email_codes: true,
  trial_claims: true,
  vendors: true,
  games: true,
  lotteries: true,
  lottery_results: true,
  favourites: true,
  recent_games: true,
  game_sessions: true,
  announcements: true,
  announcement_reads: true,
  help_articles: true,
  customer_service: true,
  resources: true,
  winners: true,
  countries: true,
  transactions: true,
  bank_cards: true,
  bets: true,
  lottery_bets: true,
  contracts: true,
  downline_rebates: true,
  inbox_messages: true,
  promotion_applications: true,
  promotion_images: true,
  member_avatars: true,
  passkeys: true,
  passkey_challenges: true,
  orders: true,
  chat_messages: true,
  chat_rooms: true,
  safer_limits: true,
  safer_members: true,
  safer_history: true,
} as const satisfies Record<keyof Database, true>;
const TABLES = Object.keys(TABLE_SET) as (keyof typeof TABLE_SET)[];

/** Empties every table and seeds again; the RSA key stays, so open pages keep working. */
export async function resetToSeed(platform: Platform): Promise<void> {
  // The seed's times are the real clock's: a moved clock goes back with it.
  platform.clock.offsetMs = 0;
  for (const table of TABLES) await platform.db.deleteFrom(table).execute();
  await writeSetting(platform, 'rsaKey', platform.rsa);
  await seedDatabase(platform.db, platform.now());
}
