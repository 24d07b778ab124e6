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
import type { security } from '@mweb/api-contract';
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

/**
 * What a challenge is for: a member's new passkey, a login, or confirming one kind of change in
 * place of the payment password (`confirm.withdraw`, `confirm.bankCard`). An answer is accepted
 * only for the kind its challenge was issued for.
 */
type ChallengeKind = 'register' | 'login' | `confirm.${security.PasskeyConfirmPurpose}`;

async function storeChallenge(
  platform: Platform,
  challenge: string,
  kind: ChallengeKind,
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
  kind: ChallengeKind,
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

/** What every WebAuthn check is given: the spent challenge and the relying party's id and origins. */
interface Expected {
  expectedChallenge: string;
  expectedOrigin: string[];
  expectedRPID: string;
}

/**
 * The one challenge check behind a registration, a login and a confirmation: spends the challenge
 * the answer signed (of this kind, for this member), then runs the library's verification against
 * it and the relying party. Anything the library refuses or throws is `passkey.invalid`, so an
 * answer's failure never says which of its parts was wrong.
 */
async function checkAnswer<Result extends { verified: boolean }>(
  platform: Platform,
  request: FastifyRequest,
  answer: { response: { clientDataJSON: string } },
  kind: ChallengeKind,
  memberId: number | null,
  verify: (expected: Expected) => Promise<Result>,
): Promise<Result> {
  const challenge = await spendChallenge(platform, challengeOf(answer), kind, memberId);
  const { rpId, origins } = relyingParty(platform, request);
  let verification: Result;
  try {
    verification = await verify({
      expectedChallenge: challenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
    });
  } catch {
    throw invalid();
  }
  if (!verification.verified) throw invalid();
  return verification;
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
  const verification = await checkAnswer(
    platform,
    request,
    credential,
    'register',
    memberId,
    (expected) =>
      verifyRegistrationResponse({
        response: credential,
        ...expected,
        requireUserVerification: false,
      }),
  );
  // A verified registration always carries its information; the type cannot tell.
  if (!verification.registrationInfo) throw invalid();
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
 * Checks a passkey's answer to a login or confirmation challenge and answers the member it belongs
 * to. The credential must be stored (and, for a confirmation, the member's own), its user handle
 * (when the browser sends one) the owner's, and its signature counter higher than the last one
 * seen (unless the authenticator keeps none).
 */
async function verifyAssertion(
  platform: Platform,
  request: FastifyRequest,
  credential: AuthenticationResponseJSON,
  kind: ChallengeKind,
  memberId: number | null,
  requireUserVerification: boolean,
): Promise<number> {
  const stored = await platform.db
    .selectFrom('passkeys')
    .selectAll()
    .where('id', '=', String(credential.id))
    .executeTakeFirst();
  const verification = await checkAnswer(
    platform,
    request,
    credential,
    kind,
    memberId,
    // The challenge is spent before the credential is judged: a refused answer cannot be tried
    // again with another key.
    async (expected) => {
      if (!stored || (memberId !== null && stored.member_id !== memberId)) throw invalid();
      const handle = credential.response.userHandle;
      if (
        handle !== undefined &&
        Buffer.from(handle, 'base64url').toString('utf8') !== `member:${stored.member_id}`
      ) {
        throw invalid();
      }
      return verifyAuthenticationResponse({
        response: credential,
        ...expected,
        credential: {
          id: stored.id,
          publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
          counter: Number(stored.counter),
          transports: transportsOf(stored.transports),
        },
        requireUserVerification,
      });
    },
  );
  // checkAnswer threw unless the stored credential verified.
  const owner = stored as NonNullable<typeof stored>;
  await platform.db
    .updateTable('passkeys')
    .set({
      counter: verification.authenticationInfo.newCounter,
      last_used_at: platform.now(),
    })
    .where('id', '=', owner.id)
    .execute();
  return owner.member_id;
}

/** Checks a passkey's answer to a login challenge; answers the member it belongs to. */
export async function verifyPasskeyLogin(
  platform: Platform,
  request: FastifyRequest,
  credential: AuthenticationResponseJSON,
): Promise<number> {
  return verifyAssertion(platform, request, credential, 'login', null, false);
}

/**
 * A confirmation's options: a challenge for this member and this purpose only, which only the
 * member's own passkeys are offered for, and which asks the authenticator to verify the user (a
 * PIN or a biometric), as the payment password it stands in for is something the member knows.
 */
export async function passkeyConfirmOptions(
  platform: Platform,
  request: FastifyRequest,
  memberId: number,
  purpose: security.PasskeyConfirmPurpose,
) {
  const own = await platform.db
    .selectFrom('passkeys')
    .select(['id', 'transports'])
    .where('member_id', '=', memberId)
    .execute();
  if (own.length === 0) {
    throw new GatewayError(400, 'passkey.none', 'Add a passkey in the security centre first.');
  }
  const { rpId } = relyingParty(platform, request);
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    userVerification: 'required',
    allowCredentials: own.map((row) => ({ id: row.id, transports: transportsOf(row.transports) })),
  });
  await storeChallenge(platform, options.challenge, `confirm.${purpose}`, memberId);
  return options as unknown as Record<string, unknown>;
}

/**
 * Checks a passkey's answer confirming a withdrawal or a bank-card bind: the member's own
 * credential, a challenge issued to this member for this purpose and not yet used, the origin and
 * relying party, the signature and its counter, and the user verified. Throws `passkey.invalid`.
 */
export async function verifyPasskeyConfirmation(
  platform: Platform,
  request: FastifyRequest,
  memberId: number,
  purpose: security.PasskeyConfirmPurpose,
  credential: AuthenticationResponseJSON,
): Promise<void> {
  await verifyAssertion(platform, request, credential, `confirm.${purpose}`, memberId, true);
}
