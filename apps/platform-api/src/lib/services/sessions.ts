import { hashToken, newToken } from '../security/tokens';
import { findMemberById, type Platform } from './platform';

/** Opens a session: the client gets the token, the database only its hash. */
export async function openSession(platform: Platform, memberId: number): Promise<string> {
  const token = newToken();
  const now = platform.now();
  await platform.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      created_at: now,
      expires_at: now + platform.config.sessionMinutes * 60_000,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The member behind a live token, or undefined when it is unknown, revoked or expired. */
export async function memberForToken(platform: Platform, token: string) {
  if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
  const session = await platform.db
    .selectFrom('sessions')
    .select(['member_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!session || session.revoked_at !== null || session.expires_at <= platform.now()) {
    return undefined;
  }
  return findMemberById(platform, session.member_id);
}

export async function revokeSession(platform: Platform, token: string): Promise<void> {
  await platform.db
    .updateTable('sessions')
    .set({ revoked_at: platform.now() })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

/** Extends a live session to a full lifetime from now; answers the new expiry. */
export async function renewSession(platform: Platform, token: string | undefined): Promise<number> {
  const expiresAt = platform.now() + platform.config.sessionMinutes * 60_000;
  if (token) {
    await platform.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt })
      .where('token_hash', '=', hashToken(token))
      .execute();
  }
  return expiresAt;
}

/** Ends every open session of the member (a password reset by phone). */
export async function revokeMemberSessions(platform: Platform, memberId: number): Promise<void> {
  await platform.db
    .updateTable('sessions')
    .set({ revoked_at: platform.now() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}
