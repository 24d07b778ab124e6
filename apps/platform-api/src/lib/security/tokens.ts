import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits as hex: what the client holds and sends raw in `Authorization`. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** Only the SHA-256 of a token is stored, so a leaked table does not leak live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An opaque random identifier for cookies, challenges and game sessions. */
export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}
