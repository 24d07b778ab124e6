import { randomInt } from 'node:crypto';
import { createBitmap, encodePng, setPixel } from '../security/png';
import { randomId } from '../security/tokens';
import type { Platform } from './platform';

/** The track is 300 px wide; a drop within 5 px of the gap passes. */
export const SLIDE_TRACK_WIDTH = 300;
export const SLIDE_PIECE_SIZE = 44;
export const SLIDE_TOLERANCE = 5;
export const SLIDE_HEIGHT = 150;
const SLIDE_LIFETIME_MS = 2 * 60_000;

/**
 * Issues a challenge: the gap's position stays on the server. The client gets the image with the
 * gap and drags the piece; only the drop offset comes back.
 */
export async function issueSlideChallenge(platform: Platform, cookieId: string) {
  const id = randomId();
  const target = randomInt(SLIDE_PIECE_SIZE + 20, SLIDE_TRACK_WIDTH - SLIDE_PIECE_SIZE);
  const pieceY = randomInt(10, SLIDE_HEIGHT - SLIDE_PIECE_SIZE - 10);
  await platform.db
    .insertInto('slide_challenges')
    .values({
      id,
      target,
      expires_at: platform.now() + SLIDE_LIFETIME_MS,
      used: 0,
      cookie_id: cookieId,
    })
    .execute();
  return {
    slideId: id,
    trackWidth: SLIDE_TRACK_WIDTH,
    height: SLIDE_HEIGHT,
    pieceSize: SLIDE_PIECE_SIZE,
    pieceY,
    background: slideBackground(target, pieceY).toString('base64'),
    piece: slidePiece().toString('base64'),
  };
}

/** A soft diagonal pattern with a darker square where the piece belongs. */
function slideBackground(target: number, pieceY: number): Buffer {
  const bitmap = createBitmap(SLIDE_TRACK_WIDTH, SLIDE_HEIGHT, [70, 110, 160]);
  for (let y = 0; y < SLIDE_HEIGHT; y += 1) {
    for (let x = 0; x < SLIDE_TRACK_WIDTH; x += 1) {
      if ((x + y) % 24 < 12) setPixel(bitmap, x, y, [90, 135, 185]);
    }
  }
  for (let y = 0; y < SLIDE_PIECE_SIZE; y += 1) {
    for (let x = 0; x < SLIDE_PIECE_SIZE; x += 1) {
      setPixel(bitmap, target + x, pieceY + y, [30, 40, 60]);
    }
  }
  return encodePng(bitmap);
}

function slidePiece(): Buffer {
  const bitmap = createBitmap(SLIDE_PIECE_SIZE, SLIDE_PIECE_SIZE, [240, 240, 240]);
  for (let i = 0; i < SLIDE_PIECE_SIZE; i += 1) {
    setPixel(bitmap, i, 0, [30, 40, 60]);
    setPixel(bitmap, i, SLIDE_PIECE_SIZE - 1, [30, 40, 60]);
    setPixel(bitmap, 0, i, [30, 40, 60]);
    setPixel(bitmap, SLIDE_PIECE_SIZE - 1, i, [30, 40, 60]);
  }
  return encodePng(bitmap);
}

/**
 * Where the gap of a browser's latest open challenge is, with the challenge's id (for the
 * development controls only: journeys solve it as a person would by eye).
 */
export async function latestSlideGap(platform: Platform, cookieId: string) {
  return platform.db
    .selectFrom('slide_challenges')
    .select(['id', 'target'])
    .where('cookie_id', '=', cookieId)
    .where('used', '=', 0)
    .where('expires_at', '>', platform.now())
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
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
