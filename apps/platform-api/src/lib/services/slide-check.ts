import { randomInt } from 'node:crypto';
import { randomId } from '../security/tokens';
import type { Platform } from './platform';

/** The track is 300 px wide; a drop within 5 px of the gap passes. */
export const SLIDE_TRACK_WIDTH = 300;
export const SLIDE_PIECE_SIZE = 44;
export const SLIDE_TOLERANCE = 5;
const SLIDE_LIFETIME_MS = 2 * 60_000;

/**
 * Issues a challenge: the gap's position stays on the server. The client gets the image with the
 * gap and drags the piece; only the drop offset comes back.
 */
export async function issueSlideChallenge(platform: Platform) {
  const id = randomId();
  const target = randomInt(SLIDE_PIECE_SIZE + 20, SLIDE_TRACK_WIDTH - SLIDE_PIECE_SIZE);
  await platform.db
    .insertInto('slide_challenges')
    .values({ id, target, expires_at: platform.now() + SLIDE_LIFETIME_MS, used: 0 })
    .execute();
  return { id, target };
}

/** Single use: a challenge answered once, right or wrong, is spent. */
export async function verifySlide(
  platform: Platform,
  id: string | undefined,
  offset: number | undefined,
): Promise<boolean> {
  if (!id || offset === undefined) return false;
  const challenge = await platform.db
    .updateTable('slide_challenges')
    .set({ used: 1 })
    .where('id', '=', id)
    .where('used', '=', 0)
    .returning(['target', 'expires_at'])
    .executeTakeFirst();
  return (
    challenge !== undefined &&
    challenge.expires_at > platform.now() &&
    Math.abs(challenge.target - offset) <= SLIDE_TOLERANCE
  );
}
