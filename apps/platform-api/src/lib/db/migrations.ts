import type { CreateTableBuilder, Kysely, Migration, MigrationProvider } from 'kysely';

/** The engines the platform runs on; the migrations differ only in how a row id is generated. */
export type Engine = 'sqlite' | 'postgres';

type Table = CreateTableBuilder<string, never>;

/** An auto-generated integer primary key, spelled the way each engine wants it. */
function withId(table: Table, engine: Engine): Table {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/** Times (epoch ms) and money (cents) exceed 32 bits: bigint on both engines. */
const BIG = 'bigint';

function initial(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const schema = db.schema;
      await schema
        .createTable('settings')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await schema
        .createTable('whitelabel_modules')
        .addColumn('mod_id', 'varchar(60)', (c) => c.primaryKey())
        .addColumn('parent_mod_id', 'varchar(60)')
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await withId(schema.createTable('members'), engine)
        .addColumn('username', 'varchar(60)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('payment_password_hash', 'text')
        .addColumn('nickname', 'varchar(60)')
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('mobile', 'varchar(30)')
        .addColumn('country_dialing_code', 'varchar(10)')
        .addColumn('email', 'varchar(255)')
        .addColumn('language', 'varchar(10)', (c) => c.notNull())
        .addColumn('club_label', 'varchar(60)')
        .addColumn('affiliate_code', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('parent_id', 'integer')
        .addColumn('avatar', 'varchar(60)')
        .addColumn('balance_cents', BIG, (c) => c.notNull())
        .addColumn('currency', 'varchar(10)', (c) => c.notNull())
        .addColumn('first_time_login', 'integer', (c) => c.notNull())
        .addColumn('payee_name', 'varchar(64)')
        .addColumn('security_question_id', 'integer')
        .addColumn('security_answer_hash', 'text')
        .addColumn('created_at', BIG, (c) => c.notNull())
        .execute();
      await schema.createIndex('members_mobile').on('members').column('mobile').execute();
      await schema
        .createTable('sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .addColumn('expires_at', BIG, (c) => c.notNull())
        .addColumn('revoked_at', BIG)
        .execute();
      await schema
        .createTable('login_failures')
        .addColumn('username', 'varchar(60)', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('updated_at', BIG, (c) => c.notNull())
        .execute();
      await schema
        .createTable('captchas')
        .addColumn('cookie_id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('text', 'varchar(16)', (c) => c.notNull())
        .addColumn('expires_at', BIG, (c) => c.notNull())
        .execute();
      await schema
        .createTable('slide_challenges')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('target', 'integer', (c) => c.notNull())
        .addColumn('expires_at', BIG, (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull())
        .execute();
      await withId(schema.createTable('sms_codes'), engine)
        .addColumn('mobile', 'varchar(30)', (c) => c.notNull())
        .addColumn('country_dialing_code', 'varchar(10)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
        .addColumn('code', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .addColumn('expires_at', BIG, (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull())
        .execute();
      await schema.createIndex('sms_codes_mobile').on('sms_codes').column('mobile').execute();
      await schema
        .createTable('vendors')
        .addColumn('code', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('category', 'varchar(20)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await schema
        .createTable('games')
        .addColumn('node_id', 'integer', (c) => c.primaryKey())
        .addColumn('game_id', 'varchar(60)', (c) => c.notNull())
        .addColumn('game_code', 'varchar(60)', (c) => c.notNull())
        .addColumn('game_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('vassalage', 'varchar(40)', (c) => c.notNull())
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('classify', 'varchar(20)', (c) => c.notNull())
        .addColumn('hot_rank', 'integer')
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('min_bet', 'integer', (c) => c.notNull())
        .addColumn('min_line', 'integer', (c) => c.notNull())
        .addColumn('support_play', 'varchar(20)', (c) => c.notNull())
        .addColumn('lotto_mode', 'varchar(40)')
        .addColumn('game_group_id', 'varchar(40)')
        .addColumn('room_id', 'varchar(40)')
        .execute();
      await schema.createIndex('games_type').on('games').columns(['game_type', 'sort']).execute();
      await schema
        .createTable('lotteries')
        .addColumn('code', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('node_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('menu', 'varchar(40)', (c) => c.notNull())
        .addColumn('vassalage', 'varchar(40)', (c) => c.notNull())
        .addColumn('prize_mode', 'varchar(20)', (c) => c.notNull())
        .addColumn('interval_seconds', 'integer')
        .addColumn('draw_days', 'varchar(20)')
        .addColumn('draw_minute', 'integer')
        .addColumn('lock_seconds', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await schema
        .createTable('lottery_results')
        .addColumn('lottery_code', 'varchar(40)', (c) => c.notNull())
        .addColumn('numero', 'varchar(40)', (c) => c.notNull())
        .addColumn('drawn_at', BIG, (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('lottery_results_pk', ['lottery_code', 'numero'])
        .execute();
      await schema
        .createTable('favourites')
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('node_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .addPrimaryKeyConstraint('favourites_pk', ['member_id', 'node_id'])
        .execute();
      await schema
        .createTable('recent_games')
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('node_id', 'integer', (c) => c.notNull())
        .addColumn('played_at', BIG, (c) => c.notNull())
        .addPrimaryKeyConstraint('recent_games_pk', ['member_id', 'node_id'])
        .execute();
      await schema
        .createTable('game_sessions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('node_id', 'integer', (c) => c.notNull())
        .addColumn('started_at', BIG, (c) => c.notNull())
        .addColumn('ended_at', BIG)
        .execute();
      await schema
        .createTable('announcements')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('type', 'varchar(4)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('group_name', 'varchar(40)')
        .addColumn('url', 'varchar(300)')
        .addColumn('image', 'varchar(300)')
        .addColumn('linkage_type', 'varchar(10)')
        .addColumn('linkage', 'varchar(100)')
        .addColumn('category', 'varchar(40)')
        .addColumn('execution', 'varchar(2)')
        .addColumn('promotion_type', 'varchar(40)')
        .addColumn('start_date', BIG, (c) => c.notNull())
        .addColumn('end_date', BIG, (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await schema
        .createTable('announcement_reads')
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('announcement_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('announcement_reads_pk', ['member_id', 'announcement_id'])
        .execute();
      await schema
        .createTable('help_articles')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('parent_id', 'integer')
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await schema
        .createTable('customer_service')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('cs_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .execute();
      await schema
        .createTable('resources')
        .addColumn('resource_type', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('url', 'varchar(300)', (c) => c.notNull())
        .execute();
      await schema
        .createTable('winners')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('username', 'varchar(60)', (c) => c.notNull())
        .addColumn('game_name', 'varchar(120)', (c) => c.notNull())
        .addColumn('game_category', 'varchar(20)', (c) => c.notNull())
        .addColumn('amount_cents', BIG, (c) => c.notNull())
        .addColumn('won_at', BIG, (c) => c.notNull())
        .execute();
      await schema
        .createTable('countries')
        .addColumn('code', 'varchar(4)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(80)', (c) => c.notNull())
        .addColumn('dialing_code', 'varchar(10)', (c) => c.notNull())
        .execute();
      await withId(schema.createTable('transactions'), engine)
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('amount_cents', BIG, (c) => c.notNull())
        .addColumn('balance_after_cents', BIG, (c) => c.notNull())
        .addColumn('note', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .execute();
      await withId(schema.createTable('bank_cards'), engine)
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('card_number', 'varchar(40)', (c) => c.notNull())
        .addColumn('holder_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .execute();
      await withId(schema.createTable('bets'), engine)
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('node_id', 'integer', (c) => c.notNull())
        .addColumn('game_name', 'varchar(120)', (c) => c.notNull())
        .addColumn('game_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('amount_cents', BIG, (c) => c.notNull())
        .addColumn('payout_cents', BIG, (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .execute();
      await withId(schema.createTable('contracts'), engine)
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('terms', 'text', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .addColumn('decided_at', BIG)
        .execute();
      await withId(schema.createTable('inbox_messages'), engine)
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('read', 'integer', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .execute();
      await schema
        .createTable('promotion_applications')
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('promotion_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .addPrimaryKeyConstraint('promotion_applications_pk', ['member_id', 'promotion_id'])
        .execute();
      await schema
        .createTable('orders')
        .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('channel', 'varchar(40)', (c) => c.notNull())
        .addColumn('bank_card_id', 'integer')
        .addColumn('amount_cents', BIG, (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('first_deposit', 'integer', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .execute();
      await schema
        .createIndex('orders_member')
        .on('orders')
        .columns(['member_id', 'kind'])
        .execute();
    },
  };
}

/**
 * Launch tokens and game sessions remember the session that made them (the SHA-256 of its token),
 * so they die with it: logout, a password change, expiry. Slide challenges remember their browser.
 */
const sessionBinding: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('parent_token_hash', 'varchar(64)').execute();
    await db.schema
      .createIndex('sessions_parent')
      .on('sessions')
      .column('parent_token_hash')
      .execute();
    await db.schema
      .alterTable('game_sessions')
      .addColumn('session_token_hash', 'varchar(64)')
      .execute();
    // The browser a slide challenge went to (its captcha cookie), for the development controls.
    await db.schema.alterTable('slide_challenges').addColumn('cookie_id', 'varchar(64)').execute();
  },
};

/** The rebate rate an agent gives a direct downline, per game category. */
const downlineRebates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('downline_rebates')
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('game_category', 'varchar(20)', (c) => c.notNull())
      .addColumn('rate_basis_points', 'integer', (c) => c.notNull())
      .addColumn('updated_at', BIG, (c) => c.notNull())
      .addPrimaryKeyConstraint('downline_rebates_pk', ['member_id', 'game_category'])
      .execute();
  },
};

/** A lottery bet's pick and draw beside its betting record, so the platform's clock can settle it. */
const lotteryBets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lottery_bets')
      .addColumn('bet_id', 'integer', (c) => c.primaryKey())
      .addColumn('lottery_code', 'varchar(40)', (c) => c.notNull())
      .addColumn('numero', 'varchar(40)', (c) => c.notNull())
      .addColumn('pick', 'integer', (c) => c.notNull())
      .addColumn('draw_at', BIG, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('lottery_bets_draw_at')
      .on('lottery_bets')
      .column('draw_at')
      .execute();
  },
};

/**
 * Money orders carry the client's idempotency key (one order per member and key, so a double tap
 * or a retry makes one order) and the channel's fee.
 */
const orderRequestIds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('request_id', 'varchar(64)').execute();
    await db.schema
      .alterTable('orders')
      .addColumn('fee_cents', BIG, (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('orders_request')
      .on('orders')
      .columns(['member_id', 'request_id'])
      .unique()
      .execute();
  },
};

/**
 * A promotion application carries the member's comment and, once Issued, the reward it credits;
 * claiming it stamps the time (the money moves through the ledger).
 */
const promotionRewards: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('promotion_applications')
      .addColumn('comment', 'varchar(140)')
      .execute();
    await db.schema.alterTable('promotion_applications').addColumn('reward_cents', BIG).execute();
    await db.schema.alterTable('promotion_applications').addColumn('claimed_at', BIG).execute();
  },
};

/**
 * The images a promotion application carries: stored as files under the data folder by generated
 * names (the id), never by the name the client sent; each row says whose it is.
 */
const promotionImages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('promotion_images')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('promotion_id', 'integer', (c) => c.notNull())
      .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('created_at', BIG, (c) => c.notNull())
      .execute();
  },
};

/**
 * The platform's chat: what its agents wrote to a member, and whether the chat page has shown it
 * yet (the unread count is what it has not); each member's room has an unguessable key, so a chat
 * URL names no member.
 */
function chatMessages(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('chat_messages'), engine)
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('body', 'varchar(2000)', (c) => c.notNull())
        .addColumn('shown', 'integer', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_messages_member')
        .on('chat_messages')
        .columns(['member_id', 'shown'])
        .execute();
      await db.schema
        .createTable('chat_rooms')
        .addColumn('room', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull().unique())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .execute();
    },
  };
}

/**
 * Safer gambling: each member's deposit limits (one row per period, with an increase or removal
 * that waits), their reality-check interval, break and exclusion, and the history of every change.
 */
function saferGambling(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('safer_limits')
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('period', 'varchar(10)', (c) => c.notNull())
        .addColumn('amount_cents', BIG)
        .addColumn('pending', 'integer', (c) => c.notNull())
        .addColumn('pending_amount_cents', BIG)
        .addColumn('pending_at', BIG)
        .addColumn('updated_at', BIG, (c) => c.notNull())
        .addPrimaryKeyConstraint('safer_limits_pk', ['member_id', 'period'])
        .execute();
      await db.schema
        .createTable('safer_members')
        .addColumn('member_id', 'integer', (c) => c.primaryKey())
        .addColumn('reality_minutes', 'integer')
        .addColumn('reality_pending', 'integer', (c) => c.notNull())
        .addColumn('reality_pending_minutes', 'integer')
        .addColumn('reality_pending_at', BIG)
        .addColumn('break_until', BIG)
        .addColumn('excluded_until', BIG)
        .addColumn('excluded_permanently', 'integer', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('safer_history'), engine)
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('period', 'varchar(10)')
        .addColumn('value', BIG)
        .addColumn('until', BIG)
        .addColumn('created_at', BIG, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('safer_history_member')
        .on('safer_history')
        .columns(['member_id', 'created_at'])
        .execute();
    },
  };
}

/**
 * The member's security centre: a login that asks for a second step (an SMS code) and the time
 * until which a password-checked login may take that step; avatars the member uploaded, served
 * under an unguessable id; passkeys (WebAuthn credentials: public key and signature counter) and
 * the single-use challenges they answer.
 */
const memberSecurity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('members')
      .addColumn('login_verification', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('members').addColumn('login_verify_until', BIG).execute();
    await db.schema
      .createTable('member_avatars')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', BIG, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'varchar(1024)', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', BIG, (c) => c.notNull())
      .addColumn('transports', 'varchar(200)', (c) => c.notNull())
      .addColumn('created_at', BIG, (c) => c.notNull())
      .addColumn('last_used_at', BIG)
      .execute();
    await db.schema.createIndex('passkeys_member').on('passkeys').column('member_id').execute();
    await db.schema
      .createTable('passkey_challenges')
      .addColumn('challenge', 'varchar(128)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('member_id', 'integer')
      .addColumn('expires_at', BIG, (c) => c.notNull())
      .addColumn('used', 'integer', (c) => c.notNull())
      .execute();
  },
};

/**
 * E-mail codes (the e-mail binding's verification, kept like the SMS codes but per member and
 * address) and trial claims (which browser a trial name was made for: the hash of its cookie).
 */
function emailCodesAndTrialClaims(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('email_codes'), engine)
        .addColumn('member_id', 'integer', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
        .addColumn('code', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .addColumn('expires_at', BIG, (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('email_codes_member')
        .on('email_codes')
        .column('member_id')
        .execute();
      await db.schema
        .createTable('trial_claims')
        .addColumn('member_id', 'integer', (c) => c.primaryKey())
        .addColumn('claim_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', BIG, (c) => c.notNull())
        .execute();
    },
  };
}

/** Migrations live in code, so the built server carries them and both engines run the same list. */
export function migrationProvider(engine: Engine): MigrationProvider {
  return {
    getMigrations: () =>
      Promise.resolve({
        '0001_initial': initial(engine),
        '0002_session_binding': sessionBinding,
        '0003_downline_rebates': downlineRebates,
        '0004_lottery_bets': lotteryBets,
        '0005_order_request_ids': orderRequestIds,
        '0007_promotion_rewards': promotionRewards,
        '0009_chat_messages': chatMessages(engine),
        '0010_promotion_images': promotionImages,
        '0011_safer_gambling': saferGambling(engine),
        '0012_member_security': memberSecurity,
        '0013_email_codes_trial_claims': emailCodesAndTrialClaims(engine),
      }),
  };
}
