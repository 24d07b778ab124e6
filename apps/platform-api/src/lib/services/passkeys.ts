// Passkeys (WebAuthn): a member registers one in the security centre and logs in with it. The
// platform issues single-use challenges that expire, and checks each answer's challenge, origin,
// relying party, signature and signature counter with @simplewebauthn/server; a credential belongs
// to one member, and an answer is accepted once.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../gateway/gateway-error';
import type { Platform } from './platform';

/** How long a challenge may be answered. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;
/** The relying party's name the browser shows. */
const RP_NAME = 'mweb';
/** At most this many passkeys per member. */
export const MAX_PASSKEYS = 10;

const invalid = () =>
  new GatewayError(400, 'passkey.invalid', 'The passkey could not be verified.');

/** The relying party and the origins answers may come from: configured, else the request's host. */
export function relyingParty(
  platform: Platform,
  request: FastifyRequest,
): { rpId: string; origins: string[] } {
  const configured = platform.config.passkey;
  const host = request.host;
  const hostname = request.hostname;
  return {
    rpId: configured?.rpId ?? hostname,
    origins: configured?.origins ?? [`${request.protocol}://${host}`],
  };
}

/**
 * A member's WebAuthn user handle: what a discoverable passkey answers with, checked against the
 * credential's owner on login. It names the member's id and nothing more personal.
 */
function userHandle(memberId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`member:${memberId}`) as Uint8Array<ArrayBuffer>;
}

async function storeChallenge(
  platform: Platform,
  challenge: string,
  kind: 'register' | 'login',
  memberId: number | null,
): Promise<void> {
  const now = platform.now();
  // Old challenges go as new ones come: the table holds only what may still be answered.
  await platform.db.deleteFrom('passkey_challenges').where('expires_at', '<', now).execute();
  await platform.db
    .insertInto('passkey_challenges')
    .values({
      challenge,
      kind,
      member_id: memberId,
      expires_at: now + PASSKEY_CHALLENGE_MS,
      used: 0,
    })
    .execute();
}

/** The challenge an answer signed, read from its client data; undefined when unreadable. */
function challengeOf(answer: { response: { clientDataJSON: string } }): string | undefined {
  const raw = answer.response.clientDataJSON;
  if (typeof raw !== 'string') return undefined;
  try {
    const data: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    return typeof data === 'object' && data !== null && 'challenge' in data
      ? String(data.challenge)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spends the challenge an answer names: it must be of this kind, for this member (or for anyone,
 * on a login), unexpired and unused. One update does it, so two answers racing cannot both win.
 */
async function spendChallenge(
  platform: Platform,
  challenge: string | undefined,
  kind: 'register' | 'login',
  memberId: number | null,
): Promise<string> {
  if (!challenge || challenge.length > 128) throw invalid();
  let update = platform.db
    .updateTable('passkey_challenges')
    .set({ used: 1 })
    .where('challenge', '=', challenge)
    .where('kind', '=', kind)
    .where('used', '=', 0)
    .where('expires_at', '>=', platform.now());
  update =
    memberId === null
      ? update.where('member_id', 'is', null)
      : update.where('member_id', '=', memberId);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw invalid();
  return challenge;
}

/** A member's new passkey's options. */
export async function passkeyRegistrationOptions(
  platform: Platform,
  request: FastifyRequest,
  member: { id: number; username: string; nickname: string | null },
) {
  const { rpId } = relyingParty(platform, request);
  const existing = await platform.db
    .selectFrom('passkeys')
    .select(['id', 'transports'])
    .where('member_id', '=', member.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpId,
    userName: member.username,
    userDisplayName: member.nickname ?? member.username,
    userID: userHandle(member.id),
    attestationType: 'none',
    // The same authenticator twice would be one key under two names.
    excludeCredentials: existing.map((row) => ({
      id: row.id,
      transports: transportsOf(row.transports),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(platform, options.challenge, 'register', member.id);
  return options as unknown as Record<string, unknown>;
}

function transportsOf(stored: string): AuthenticatorTransportFuture[] {
  return stored === '' ? [] : (stored.split(',') as AuthenticatorTransportFuture[]);
}

/** Checks and stores the member's new passkey. */
export async function registerPasskey(
  platform: Platform,
  request: FastifyRequest,
  memberId: number,
  name: string,
  credential: RegistrationResponseJSON,
) {
  const challenge = await spendChallenge(platform, challengeOf(credential), 'register', memberId);
  const { rpId, origins } = relyingParty(platform, request);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      requireUserVerification: false,
    });
  } catch {
    throw invalid();
  }
  if (!verification.verified) throw invalid();
  const { credential: made } = verification.registrationInfo;
  const taken = await platform.db
    .selectFrom('passkeys')
    .select('member_id')
    .where('id', '=', made.id)
    .executeTakeFirst();
  if (taken)
    throw new GatewayError(409, 'passkey.duplicate', 'This passkey is already registered.');
  const count = await platform.db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (Number(count.count) >= MAX_PASSKEYS) {
    throw new GatewayError(400, 'passkey.limit', `At most ${MAX_PASSKEYS} passkeys.`);
  }
  const now = platform.now();
  await platform.db
    .insertInto('passkeys')
    .values({
      id: made.id,
      member_id: memberId,
      name,
      public_key: Buffer.from(made.publicKey).toString('base64url'),
      counter: made.counter,
      transports: (made.transports ?? credential.response.transports ?? []).join(','),
      created_at: now,
      last_used_at: null,
    })
    .execute();
  return passkeyOf({ id: made.id, name, created_at: now, last_used_at: null });
}

export function passkeyOf(row: {
  id: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}) {
  return {
    passkeyId: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  };
}

export async function listPasskeys(platform: Platform, memberId: number) {
  const rows = await platform.db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .execute();
  return rows.map(passkeyOf);
}

/** Removes a passkey of the member's; another member's is "not found", like one that never was. */
export async function removePasskey(platform: Platform, memberId: number, id: string) {
  const result = await platform.db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) {
    throw new GatewayError(404, 'passkey.not.found', 'No such passkey.');
  }
}

/** A passkey login's options: any of the site's passkeys may answer (the browser offers them). */
export async function passkeyLoginOptions(platform: Platform, request: FastifyRequest) {
  const { rpId } = relyingParty(platform, request);
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    userVerification: 'preferred',
  });
  await storeChallenge(platform, options.challenge, 'login', null);
  return options as unknown as Record<string, unknown>;
}

/**
 * Checks a passkey's answer to a login challenge and answers the member it belongs to. The
 * credential must be stored, its user handle (when the browser sends one) the owner's, and its
 * signature counter higher than the last one seen (unless the authenticator keeps none).
 */
export async function verifyPasskeyLogin(
  platform: Platform,
  request: FastifyRequest,
  credential: AuthenticationResponseJSON,
): Promise<number> {
  const challenge = await spendChallenge(platform, challengeOf(credential), 'login', null);
  const stored = await platform.db
    .selectFrom('passkeys')
    .selectAll()
    .where('id', '=', credential.id)
    .executeTakeFirst();
  if (!stored) throw invalid();
  const handle = credential.response.userHandle;
  if (
    handle !== undefined &&
    Buffer.from(handle, 'base64url').toString('utf8') !== `member:${stored.member_id}`
  ) {
    throw invalid();
  }
  const { rpId, origins } = relyingParty(platform, request);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
        counter: Number(stored.counter),
        transports: transportsOf(stored.transports),
      },
      requireUserVerification: false,
    });
  } catch {
    throw invalid();
  }
  if (!verification.verified) throw invalid();
  await platform.db
    .updateTable('passkeys')
    .set({
      counter: verification.authenticationInfo.newCounter,
      last_used_at: platform.now(),
    })
    .where('id', '=', stored.id)
    .execute();
  return stored.member_id;
}
