import { withMemberLocked } from '../db/member-lock';
import { hashToken, randomId } from '../security/tokens';
import { adjustBalance } from './members';
import { memberForToken } from './sessions';
import { z } from 'zod';
import { readSetting, type Platform } from './platform';

/** A launched game counts as running for this long unless the player leaves it first. */
export const GAME_SESSION_MS = 5 * 60_000;

/** The setting a development control writes: the URL a launch answers instead of the game page. */
export const LAUNCH_URL_OVERRIDE = 'launchUrlOverride';

/** The URL a launch answers instead of the demo game page, if a development control set one. */
export function launchUrlOverride(platform: Pick<Platform, 'db'>): Promise<string | null> {
  return readSetting(platform, LAUNCH_URL_OVERRIDE, z.string().url().nullable(), null);
}

/** Whether the member has a game running that they have not left. */
export async function hasRunningGame(platform: Platform, memberId: number): Promise<boolean> {
  const running = await platform.db
    .selectFrom('game_sessions')
    .select('id')
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('started_at', '>', platform.now() - GAME_SESSION_MS)
    .executeTakeFirst();
  return running !== undefined;
}

/**
 * Starts a game session (member 0 for a trial play); answers its id, which names its page. A
 * member's game is bound to its launch token (`sessionToken`, a session of its own bound to the
 * member's): it ends with it, and its page and bets ask for it.
 */
export async function startGameSession(
  platform: Platform,
  memberId: number,
  nodeId: number,
  sessionToken?: string,
): Promise<string> {
  const id = randomId();
  await platform.db
    .insertInto('game_sessions')
    .values({
      id,
      member_id: memberId,
      node_id: nodeId,
      started_at: platform.now(),
      ended_at: null,
      session_token_hash: sessionToken === undefined ? null : hashToken(sessionToken),
    })
    .execute();
  return id;
}

/** Ends running games: one session (its page's "leave" link) or all of a member's (logout). */
export async function endGames(
  platform: Platform,
  which: { sessionId: string } | { memberId: number },
): Promise<void> {
  await platform.db
    .updateTable('game_sessions')
    .set({ ended_at: platform.now() })
    .$call((update) =>
      'sessionId' in which
        ? update.where('id', '=', which.sessionId)
        : update.where('member_id', '=', which.memberId),
    )
    .where('ended_at', 'is', null)
    .execute();
}

/**
 * A game session with the name and vendor of its game, for its page; none once the member session
 * that launched it is over (logged out, expired, revoked by a password change).
 */
export async function findGameSessionPage(platform: Platform, id: string) {
  const now = platform.now();
  return platform.db
    .selectFrom('game_sessions')
    .innerJoin('games', 'games.node_id', 'game_sessions.node_id')
    .leftJoin('sessions', 'sessions.token_hash', 'game_sessions.session_token_hash')
    .select([
      'games.name',
      'games.vassalage',
      'games.game_type',
      'games.node_id',
      'game_sessions.member_id',
      'game_sessions.started_at',
      'game_sessions.ended_at',
      'game_sessions.session_token_hash',
    ])
    .where('game_sessions.id', '=', id)
    .where((where) =>
      where.or([
        where('game_sessions.session_token_hash', 'is', null),
        where.and([
          where('sessions.revoked_at', 'is', null),
          where('sessions.expires_at', '>', now),
        ]),
      ]),
    )
    .executeTakeFirst();
}

/** The stake of one demo bet, in cents (10.00). */
export const DEMO_STAKE_CENTS = 1000;

export type GameSessionPage = NonNullable<Awaited<ReturnType<typeof findGameSessionPage>>>;

/**
 * A game session as its caller may see it: `missing` when there is none (or its member session is
 * over), `unproven` when it is a member's and `token` is not the launch token it was started with,
 * else the session. A trial play (member 0) has no wallet to protect and asks for nothing.
 */
export async function findProvenGameSession(
  platform: Platform,
  id: string,
  token: string | undefined,
): Promise<GameSessionPage | 'missing' | 'unproven'> {
  const session = await findGameSessionPage(platform, id);
  if (!session) return 'missing';
  if (session.member_id === 0) return session;
  if (!token || session.session_token_hash !== hashToken(token)) return 'unproven';
  // The launch token must still be live, and so the member's session it was launched from.
  const member = await memberForToken(platform, token);
  return member?.id === session.member_id ? session : 'unproven';
}

/** How a demo bet went: its payout, or why it was not placed. */
export type DemoBetResult =
  { placed: true; payoutCents: number } | { placed: false; reason: 'not-running' | 'insufficient' };

/**
 * A demo bet on the game of a running session whose proof the caller showed: the stake leaves the
 * balance and a win (twice the stake) comes back, each a ledger line, and a settled betting record
 * is written, all in one transaction under the member's lock. Trial plays (member 0) and left or
 * expired sessions cannot bet.
 */
export async function placeDemoBet(
  platform: Platform,
  sessionId: string,
  won: boolean,
): Promise<DemoBetResult> {
  const running = (session: GameSessionPage | undefined): session is GameSessionPage =>
    session !== undefined &&
    session.member_id !== 0 &&
    session.ended_at === null &&
    session.started_at > platform.now() - GAME_SESSION_MS;
  const session = await findGameSessionPage(platform, sessionId);
  if (!running(session)) return { placed: false, reason: 'not-running' };
  return withMemberLocked(platform, session.member_id, async (locked) => {
    // Read again under the lock: a leave or a logout that committed meanwhile ends the game.
    const current = await findGameSessionPage(locked, sessionId);
    if (!running(current)) return { placed: false, reason: 'not-running' } as const;
    const after = await adjustBalance(
      locked,
      current.member_id,
      -DEMO_STAKE_CENTS,
      'BET',
      `Demo bet on ${current.name}`,
    );
    if (after === undefined) return { placed: false, reason: 'insufficient' } as const;
    const payoutCents = won ? 2 * DEMO_STAKE_CENTS : 0;
    if (payoutCents > 0) {
      await adjustBalance(
        locked,
        current.member_id,
        payoutCents,
        'PAYOUT',
        `Win on ${current.name}`,
      );
    }
    await locked.db
      .insertInto('bets')
      .values({
        member_id: current.member_id,
        node_id: current.node_id,
        game_name: current.name,
        game_type: current.game_type,
        amount_cents: DEMO_STAKE_CENTS,
        payout_cents: payoutCents,
        status: 'settled',
        created_at: platform.now(),
      })
      .execute();
    return { placed: true, payoutCents } as const;
  });
}
