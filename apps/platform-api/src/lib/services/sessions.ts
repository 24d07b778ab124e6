import { hashToken, newToken } from '../security/tokens';
import { findMemberById, type Platform } from './platform';

/**
 * Opens a session: the client gets the token, the database only its hash. A launch token (the
 * lottery page's) names the session that launched it as `parent`, and lives no longer than it.
 */
export async function openSession(
  platform: Platform,
  memberId: number,
  parent?: string,
): Promise<string> {
  const token = newToken();
  const now = platform.now();
  // A launch from a launch token binds to the member's own session, so one check covers a chain.
  const parentHash =
    parent === undefined ? null : await rootSessionHash(platform, hashToken(parent));
  await platform.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      created_at: now,
      expires_at: now + platform.config.sessionMinutes * 60_000,
      revoked_at: null,
      parent_token_hash: parentHash,
    })
    .execute();
  return token;
}

/** The session a token hash belongs to at the root: its parent when it is a launch token. */
async function rootSessionHash(platform: Platform, tokenHash: string): Promise<string> {
  const session = await platform.db
    .selectFrom('sessions')
    .select('parent_token_hash')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return session?.parent_token_hash ?? tokenHash;
}

/** Whether the session with this token hash is open: known, not revoked, not expired. */
async function isOpen(platform: Platform, tokenHash: string): Promise<boolean> {
  const session = await platform.db
    .selectFrom('sessions')
    .select(['expires_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    session !== undefined && session.revoked_at === null && session.expires_at > platform.now()
  );
}

/** Whether the session behind this raw token is open (for a caller that holds the token). */
export async function isSessionOpen(platform: Platform, token: string): Promise<boolean> {
  return isOpen(platform, hashToken(token));
}

/** The member behind a live token, or undefined when it (or the session it was launched from) is gone. */
export async function memberForToken(platform: Platform, token: string) {
  if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
  const session = await platform.db
    .selectFrom('sessions')
    .select(['member_id', 'expires_at', 'revoked_at', 'parent_token_hash'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!session || session.revoked_at !== null || session.expires_at <= platform.now()) {
    return undefined;
  }
  if (session.parent_token_hash !== null && !(await isOpen(platform, session.parent_token_hash))) {
    return undefined;
  }
  return findMemberById(platform, session.member_id);
}

/** Ends a session and every launch token it made. */
export async function revokeSession(platform: Platform, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await platform.db
    .updateTable('sessions')
    .set({ revoked_at: platform.now() })
    .where((where) =>
      where.or([where('token_hash', '=', tokenHash), where('parent_token_hash', '=', tokenHash)]),
    )
    .where('revoked_at', 'is', null)
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

/**
 * Ends every open session of the member (a password reset by phone), or every one but the
 * caller's own and its launch tokens (a password change: the member stays logged in here only).
 */
export async function revokeMemberSessions(
  platform: Platform,
  memberId: number,
  keep?: string,
): Promise<void> {
  const kept = keep === undefined ? undefined : hashToken(keep);
  await platform.db
    .updateTable('sessions')
    .set({ revoked_at: platform.now() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .$call((update) =>
      kept === undefined
        ? update
        : update
            .where('token_hash', '!=', kept)
            .where((where) =>
              where.or([
                where('parent_token_hash', 'is', null),
                where('parent_token_hash', '!=', kept),
              ]),
            ),
    )
    .execute();
}

/** When the member's session behind this token (its root, for a launch token) was opened. */
export async function sessionStartedAt(platform: Platform, token: string): Promise<number> {
  const root = await rootSessionHash(platform, hashToken(token));
  const session = await platform.db
    .selectFrom('sessions')
    .select('created_at')
    .where('token_hash', '=', root)
    .executeTakeFirst();
  return session?.created_at ?? platform.now();
}
