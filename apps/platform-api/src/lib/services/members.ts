import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { isRealMember } from '@mweb/api-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../security/passwords';
import { hashToken } from '../security/tokens';
import { findMemberById, type Platform } from './platform';

export interface NewMember {
  username: string;
  password: string;
  type: number;
  nickname?: string | null;
  mobile?: string | null;
  countryDialingCode?: string | null;
  email?: string | null;
  paymentPassword?: string | null;
  parentId?: number | null;
  clubLabel?: string | null;
  balanceCents?: number;
  language?: string;
  /** Every login needs the second step: an SMS code to the member's mobile. */
  loginVerification?: boolean;
}

/** The inbox message every new account starts with. */
export const WELCOME_MESSAGE = {
  title: 'Welcome to mweb',
  content:
    '<p>Your account is ready. Announcements and messages from the platform arrive here; customer service is one tap away in the message centre.</p>',
} as const;

const AFFILIATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function affiliateCode(): string {
  return Array.from({ length: 8 }, () =>
    AFFILIATE_ALPHABET.charAt(randomInt(AFFILIATE_ALPHABET.length)),
  ).join('');
}

/** Usernames are compared without case, so `Demo01` and `demo01` are one account. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findMemberByUsername(platform: Pick<Platform, 'db'>, username: string) {
  return platform.db
    .selectFrom('members')
    .selectAll()
    .where('username', '=', normaliseUsername(username))
    .executeTakeFirst();
}

export async function findMemberByMobile(platform: Pick<Platform, 'db'>, mobile: string) {
  return platform.db
    .selectFrom('members')
    .selectAll()
    .where('mobile', '=', mobile)
    .orderBy('id')
    .executeTakeFirst();
}

/** Creates a member with hashed passwords and a fresh affiliate code; returns its id. */
export async function createMember(
  platform: Pick<Platform, 'db' | 'now'>,
  member: NewMember,
): Promise<number> {
  const passwordHash = await hashPassword(member.password);
  const paymentPasswordHash = member.paymentPassword
    ? await hashPassword(member.paymentPassword)
    : null;
  const opening = member.balanceCents ?? 0;
  const now = platform.now();
  // The member and the ledger row of its opening balance together: the balance is the ledger's sum.
  const write = async (db: Kysely<Database>) => {
    const row = await db
      .insertInto('members')
      .values({
        username: normaliseUsername(member.username),
        password_hash: passwordHash,
        payment_password_hash: paymentPasswordHash,
        nickname: member.nickname ?? null,
        type: member.type,
        mobile: member.mobile ?? null,
        country_dialing_code: member.countryDialingCode ?? null,
        email: member.email ?? null,
        language: member.language ?? 'EN',
        club_label: member.clubLabel ?? null,
        affiliate_code: affiliateCode(),
        parent_id: member.parentId ?? null,
        avatar: null,
        balance_cents: opening,
        currency: 'CNY',
        first_time_login: 1,
        payee_name: null,
        security_question_id: null,
        security_answer_hash: null,
        created_at: now,
        login_verification: member.loginVerification ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (opening !== 0) {
      await db
        .insertInto('transactions')
        .values({
          member_id: row.id,
          kind: 'BONUS',
          amount_cents: opening,
          balance_after_cents: opening,
          note: 'Opening balance',
          created_at: now,
        })
        .execute();
    }
    // Every account starts with one unread message, so a new member's inbox is never blank.
    await db
      .insertInto('inbox_messages')
      .values({ member_id: row.id, ...WELCOME_MESSAGE, read: 0, created_at: now })
      .execute();
    return row.id;
  };
  // The seed creates members inside its own transaction, which cannot open another.
  return platform.db.isTransaction ? write(platform.db) : platform.db.transaction().execute(write);
}

/** A fresh free-trial account (type 4) with its demo balance, as stored. */
export async function createTrialMember(platform: Platform) {
  const id = await createMember(platform, {
    username: `trial${randomBytes(4).readUInt32BE() % 100_000_000}`,
    password: randomBytes(18).toString('base64url'),
    type: 4,
    balanceCents: 200_000,
  });
  return findStoredMember(platform, id);
}

/**
 * Ties a trial member to the browser that asked for it: only the SHA-256 of its cookie is kept,
 * so that the name alone (shown on screen, guessable) never logs anyone into the account.
 */
export async function claimTrialMember(
  platform: Platform,
  memberId: number,
  claim: string,
): Promise<void> {
  await platform.db
    .insertInto('trial_claims')
    .values({ member_id: memberId, claim_hash: hashToken(claim), created_at: platform.now() })
    .execute();
}

/** The trial member of this name, when this browser's claim is the one it was made for. */
export async function findClaimedTrialMember(
  platform: Platform,
  username: string,
  claim: string | undefined,
) {
  if (!claim) return undefined;
  const member = await findMemberByUsername(platform, username);
  if (!member || isRealMember(member.type)) return undefined;
  const row = await platform.db
    .selectFrom('trial_claims')
    .select('claim_hash')
    .where('member_id', '=', member.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const stored = Buffer.from(row.claim_hash);
  const given = Buffer.from(hashToken(claim));
  return stored.length === given.length && timingSafeEqual(stored, given) ? member : undefined;
}

/** A member just created or read by id: its absence is a broken database, not a caller's error. */
export async function findStoredMember(platform: Platform, id: number) {
  const member = await findMemberById(platform, id);
  if (!member) throw new Error(`Member ${id} is not stored.`);
  return member;
}

/** The member whose invitation code this is (codes are compared in capitals). */
export async function findMemberIdByAffiliateCode(
  platform: Pick<Platform, 'db'>,
  code: string,
): Promise<number | undefined> {
  const row = await platform.db
    .selectFrom('members')
    .select('id')
    .where('affiliate_code', '=', code.toUpperCase())
    .executeTakeFirst();
  return row?.id;
}

/** Whether another member than `exceptId` uses this e-mail (compared trimmed, in lower case). */
export async function isEmailTaken(
  platform: Pick<Platform, 'db'>,
  email: string,
  exceptId?: number,
): Promise<boolean> {
  let select = platform.db
    .selectFrom('members')
    .select('id')
    .where('email', '=', email.trim().toLowerCase());
  if (exceptId !== undefined) select = select.where('id', '!=', exceptId);
  return (await select.executeTakeFirst()) !== undefined;
}

/** The agent's direct downline, oldest first. */
export async function listDownline(platform: Pick<Platform, 'db'>, agentId: number) {
  return platform.db
    .selectFrom('members')
    .selectAll()
    .where('parent_id', '=', agentId)
    .orderBy('id')
    .execute();
}

/**
 * Moves money and writes the ledger line in one transaction (the caller's, when it is in one, so
 * that the money and what it pays for commit together); refuses to go below zero.
 */
export async function adjustBalance(
  platform: Pick<Platform, 'db' | 'now'>,
  memberId: number,
  amountCents: number,
  kind: string,
  note: string,
): Promise<number | undefined> {
  if (!Number.isSafeInteger(amountCents)) throw new Error(`Not whole cents: ${amountCents}.`);
  // One conditional UPDATE is atomic on both engines, so two withdrawals cannot overdraw.
  const move = async (db: Kysely<Database>) => {
    const updated = await db
      .updateTable('members')
      .set((eb) => ({ balance_cents: eb('balance_cents', '+', amountCents) }))
      .where('id', '=', memberId)
      .where((eb) => eb(eb('balance_cents', '+', amountCents), '>=', 0))
      .returning('balance_cents')
      .executeTakeFirst();
    if (!updated) return undefined;
    await db
      .insertInto('transactions')
      .values({
        member_id: memberId,
        kind,
        amount_cents: amountCents,
        balance_after_cents: updated.balance_cents,
        note,
        created_at: platform.now(),
      })
      .execute();
    return updated.balance_cents;
  };
  return platform.db.isTransaction ? move(platform.db) : platform.db.transaction().execute(move);
}
