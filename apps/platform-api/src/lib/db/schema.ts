// Over 300 lines on purpose: one interface per table, the whole database's shape in one place.
import type { ColumnType, Generated } from 'kysely';

/**
 * The platform's tables. Times are epoch milliseconds and money is in cents, both as whole
 * numbers; flags are 0/1 integers, because SQLite has no boolean and the same migrations serve
 * PostgreSQL.
 */
export interface Database {
  settings: SettingsTable;
  whitelabel_modules: WhitelabelModulesTable;
  members: MembersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  captchas: CaptchasTable;
  slide_challenges: SlideChallengesTable;
  sms_codes: SmsCodesTable;
  email_codes: EmailCodesTable;
  trial_claims: TrialClaimsTable;
  vendors: VendorsTable;
  games: GamesTable;
  lotteries: LotteriesTable;
  lottery_results: LotteryResultsTable;
  favourites: FavouritesTable;
  recent_games: RecentGamesTable;
  game_sessions: GameSessionsTable;
  announcements: AnnouncementsTable;
  announcement_reads: AnnouncementReadsTable;
  help_articles: HelpArticlesTable;
  customer_service: CustomerServiceTable;
  resources: ResourcesTable;
  winners: WinnersTable;
  countries: CountriesTable;
  transactions: TransactionsTable;
  bank_cards: BankCardsTable;
  bets: BetsTable;
  lottery_bets: LotteryBetsTable;
  contracts: ContractsTable;
  downline_rebates: DownlineRebatesTable;
  inbox_messages: InboxMessagesTable;
  promotion_applications: PromotionApplicationsTable;
  promotion_images: PromotionImagesTable;
  member_avatars: MemberAvatarsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  orders: OrdersTable;
  chat_messages: ChatMessagesTable;
  chat_rooms: ChatRoomsTable;
  safer_limits: SaferLimitsTable;
  safer_members: SaferMembersTable;
  safer_history: SaferHistoryTable;
}

/** Key/value site state: JSON text values (maintenance, region restriction, RSA key pair, seed). */
export interface SettingsTable {
  key: string;
  value: string;
}

export interface WhitelabelModulesTable {
  mod_id: string;
  parent_mod_id: string | null;
  enabled: number;
  sort: number;
}

export interface MembersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  payment_password_hash: string | null;
  nickname: string | null;
  type: number;
  mobile: string | null;
  country_dialing_code: string | null;
  email: string | null;
  language: string;
  club_label: string | null;
  affiliate_code: string;
  parent_id: number | null;
  avatar: string | null;
  balance_cents: number;
  currency: string;
  first_time_login: number;
  payee_name: string | null;
  security_question_id: number | null;
  security_answer_hash: string | null;
  created_at: number;
  /** 1 when every login of this member needs the second step (an SMS code). */
  login_verification: ColumnType<number, number | undefined, number>;
  /** Until when a login whose password passed may send its second step's code. */
  login_verify_until: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  member_id: number;
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter as last seen; a lower one is a cloned key. */
  counter: number;
  /** The transports the browser named, comma-separated. */
  transports: string;
  created_at: number;
  last_used_at: number | null;
}

export interface PasskeyChallengesTable {
  challenge: string;
  /** 'register' (a member's new passkey) or 'login'. */
  kind: string;
  member_id: number | null;
  expires_at: number;
  used: number;
}

export interface MemberAvatarsTable {
  id: string;
  member_id: number;
  content_type: string;
  /** The picture, Base64. */
  data: string;
  created_at: number;
}

export interface SessionsTable {
  token_hash: string;
  member_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** A launch token's: the hash of the session that launched it, whose life it shares. */
  parent_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LoginFailuresTable {
  username: string;
  failures: number;
  updated_at: number;
}

export interface CaptchasTable {
  cookie_id: string;
  text: string;
  expires_at: number;
}

export interface SlideChallengesTable {
  id: string;
  target: number;
  expires_at: number;
  used: number;
  /** The captcha cookie of the browser it was issued to. */
  cookie_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  country_dialing_code: string;
  purpose: string;
  code: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used: number;
}

/** A code sent to an address a member wants to bind; the latest per member counts. */
export interface EmailCodesTable {
  id: Generated<number>;
  member_id: number;
  /** The address as the member typed it, trimmed and in lower case. */
  email: string;
  purpose: string;
  code: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used: number;
}

/** The browser a trial name was made for: the SHA-256 of its trial cookie, hex. */
export interface TrialClaimsTable {
  member_id: number;
  claim_hash: string;
  created_at: number;
}

export interface VendorsTable {
  code: string;
  name: string;
  category: string;
  sort: number;
}

export interface GamesTable {
  node_id: number;
  game_id: string;
  game_code: string;
  game_type: string;
  vassalage: string;
  name: string;
  classify: string;
  hot_rank: number | null;
  sort: number;
  min_bet: number;
  min_line: number;
  support_play: string;
  lotto_mode: string | null;
  game_group_id: string | null;
  room_id: string | null;
}

export interface LotteriesTable {
  code: string;
  node_id: number;
  name: string;
  menu: string;
  vassalage: string;
  prize_mode: string;
  /** Seconds between draws for fast games; null for daily draws. */
  interval_seconds: number | null;
  /** Comma list of weekdays (Sunday 1 .. Saturday 7) for daily draws; null for fast games. */
  draw_days: string | null;
  /** Minutes after midnight UTC+7 of a daily draw. */
  draw_minute: number | null;
  lock_seconds: number;
  sort: number;
}

export interface LotteryResultsTable {
  lottery_code: string;
  numero: string;
  drawn_at: number;
  result: string;
}

export interface FavouritesTable {
  member_id: number;
  node_id: number;
  created_at: number;
}

export interface RecentGamesTable {
  member_id: number;
  node_id: number;
  played_at: number;
}

export interface GameSessionsTable {
  id: string;
  member_id: number;
  node_id: number;
  started_at: number;
  ended_at: number | null;
  /** The hash of the member session that launched it (none for a trial play). */
  session_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AnnouncementsTable {
  id: number;
  type: string;
  title: string;
  content: string;
  group_name: string | null;
  url: string | null;
  image: string | null;
  linkage_type: string | null;
  linkage: string | null;
  category: string | null;
  /** Popups (PU) only: who sees it, A members, B guests, F members on their first login. */
  execution: string | null;
  promotion_type: string | null;
  start_date: number;
  end_date: number;
  sort: number;
}

export interface AnnouncementReadsTable {
  member_id: number;
  announcement_id: number;
}

export interface HelpArticlesTable {
  id: number;
  parent_id: number | null;
  title: string;
  content: string;
  sort: number;
}

export interface CustomerServiceTable {
  id: number;
  cs_type: string;
  path: string;
}

export interface ResourcesTable {
  resource_type: string;
  url: string;
}

export interface WinnersTable {
  id: number;
  username: string;
  game_name: string;
  game_category: string;
  amount_cents: number;
  won_at: number;
}

export interface CountriesTable {
  code: string;
  name: string;
  dialing_code: string;
}

export interface TransactionsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  amount_cents: number;
  balance_after_cents: number;
  note: string;
  created_at: number;
}

export interface BankCardsTable {
  id: Generated<number>;
  member_id: number;
  bank_name: string;
  card_number: string;
  holder_name: string;
  created_at: number;
}

export interface BetsTable {
  id: Generated<number>;
  member_id: number;
  node_id: number;
  game_name: string;
  game_type: string;
  amount_cents: number;
  payout_cents: number;
  status: string;
  created_at: number;
}

/** A lottery bet's pick (the last digit of the result) and the draw it waits for. */
export interface LotteryBetsTable {
  bet_id: number;
  lottery_code: string;
  numero: string;
  pick: number;
  draw_at: number;
}

export interface ContractsTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  status: string;
  terms: string;
  created_at: number;
  decided_at: number | null;
}

export interface DownlineRebatesTable {
  member_id: number;
  game_category: string;
  /** Hundredths of a percent, so that rates stay exact. */
  rate_basis_points: number;
  updated_at: number;
}

export interface InboxMessagesTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  content: string;
  read: number;
  created_at: number;
}

export interface PromotionApplicationsTable {
  member_id: number;
  promotion_id: number;
  status: string;
  created_at: number;
  comment: ColumnType<string | null, string | null | undefined, string | null>;
  reward_cents: ColumnType<number | null, number | null | undefined, number | null>;
  claimed_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An application's image: the file is `<uploads>/<id>`, served to `member_id` only. */
export interface PromotionImagesTable {
  id: string;
  member_id: number;
  promotion_id: number;
  content_type: string;
  size_bytes: number;
  created_at: number;
}

/** Deposit and withdrawal orders; the ledger lines they cause are in `transactions`. */
export interface OrdersTable {
  id: string;
  member_id: number;
  kind: string;
  channel: string;
  bank_card_id: number | null;
  amount_cents: number;
  status: string;
  first_deposit: number;
  created_at: number;
  /** The client's idempotency key of the submit that made the order (unique per member). */
  request_id: string | null;
  fee_cents: Generated<number>;
}

/** What the platform's agents wrote to a member; `shown` once the chat page has shown it. */
export interface ChatMessagesTable {
  id: Generated<number>;
  member_id: number;
  body: string;
  shown: number;
  created_at: number;
}

/** A member's chat room, by the unguessable key its URL carries. */
export interface ChatRoomsTable {
  room: string;
  member_id: number;
  created_at: number;
}

/**
 * One deposit limit of a member: the amount in force (null: none) and an increase or removal
 * waiting (`pending` 1) until `pending_at`, then for the member's confirmation.
 */
export interface SaferLimitsTable {
  member_id: number;
  period: string;
  amount_cents: number | null;
  pending: number;
  pending_amount_cents: number | null;
  pending_at: number | null;
  updated_at: number;
}

/** A member's reality-check interval (and a longer one waiting), break and exclusion. */
export interface SaferMembersTable {
  member_id: number;
  reality_minutes: number | null;
  reality_pending: number;
  reality_pending_minutes: number | null;
  reality_pending_at: number | null;
  break_until: number | null;
  excluded_until: number | null;
  excluded_permanently: number;
}

/** Every change of a limit, interval, break or exclusion, for the member's history. */
export interface SaferHistoryTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  period: string | null;
  value: number | null;
  until: number | null;
  created_at: number;
}
