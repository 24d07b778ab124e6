import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectEncrypted, startTestPlatform, type TestPlatform } from '../testing/harness';
import { createMember } from './services/members';
import { openSession } from './services/sessions';
import { PASSKEY_CHALLENGE_MS } from './services/passkeys';

/** The host the journeys' browser would use: the relying party is its name, the origin its URL. */
const HOST = 'localhost:4311';
const ORIGIN = `http://${HOST}`;

/** CBOR, as much of it as an attestation needs: small maps of ints, text and bytes. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const parts = [...value.entries()].flatMap(([k, v]) => [cbor(k), cbor(v)]);
    return Buffer.concat([head(5, value.size), ...parts]);
  }
  throw new Error('not encodable');
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

/** A software authenticator: an EC P-256 key, a credential id and a signature counter. */
class SoftAuthenticator {
  readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = randomBytes(16);
  counter = 0;
  userHandle = '';

  private cosePublicKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  private authData(rpId: string, withCredential: boolean): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    // User present and verified; attested credential data on registration.
    const flags = Buffer.from([withCredential ? 0x45 : 0x05]);
    const parts = [sha256(rpId), flags, counter];
    if (withCredential) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, this.cosePublicKey());
    }
    return Buffer.concat(parts);
  }

  register(options: Record<string, unknown>, origin = ORIGIN, rpId = 'localhost') {
    const user = options['user'] as { id: string };
    this.userHandle = user.id;
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: options['challenge'], origin }),
    );
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(rpId, true)],
      ]),
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  login(
    options: Record<string, unknown>,
    overrides: { origin?: string; rpId?: string; userHandle?: string; counter?: number } = {},
  ) {
    this.counter = overrides.counter ?? this.counter + 1;
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options['challenge'],
        origin: overrides.origin ?? ORIGIN,
      }),
    );
    const authenticatorData = this.authData(overrides.rpId ?? 'localhost', false);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: overrides.userHandle ?? this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}

async function devAccount(app: FastifyInstance) {
  const response = await app.inject({ method: 'POST', url: '/dev/accounts', payload: {} });
  return response.json<{ value: { id: number; username: string; token: string } }>().value;
}

describe('passkeys', () => {
  let platform: TestPlatform;
  let clock = Date.UTC(2026, 11, 2, 9);

  beforeAll(async () => {
    platform = await startTestPlatform({ now: () => clock });
  });
  afterAll(async () => platform.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    platform.app.inject({
      method,
      url,
      headers: { host: HOST, ...(token ? { authorization: token } : {}) },
      ...(payload ? { payload } : {}),
    });
  const registrationOptions = async (token: string) =>
    (await call('POST', '/wps/member/security/passkey/options', token)).json<{
      value: Record<string, unknown>;
    }>().value;
  const loginOptions = async () =>
    (await call('POST', '/wps/session/passkey/options')).json<{
      value: Record<string, unknown>;
    }>().value;
  const logInWith = (credential: object) =>
    call('POST', '/wps/session/passkey/login', undefined, {
      credential,
      loginDeviceId: 'device-pk',
    });
  const registerOn = async (token: string, key: SoftAuthenticator, name = 'Phone') =>
    call('POST', '/wps/member/security/passkey', token, {
      name,
      credential: key.register(await registrationOptions(token)),
    });

  it('registers a passkey for the request host as relying party, lists it, and logs in with it', async () => {
    const member = await devAccount(platform.app);
    const key = new SoftAuthenticator();
    const options = await registrationOptions(member.token);
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: member.username },
      authenticatorSelection: { residentKey: 'required' },
    });
    const registered = await call('POST', '/wps/member/security/passkey', member.token, {
      name: 'My phone',
      credential: key.register(options),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const listed = await call('GET', '/wps/member/security/passkeys', member.token);
    expect(listed.json()).toMatchObject({
      value: [{ passkeyId: b64url(key.credentialId), name: 'My phone', lastUsedAt: null }],
    });

    const login = await logInWith(key.login(await loginOptions()));
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ value: { userName: member.username } });
    const after = await call('GET', '/wps/member/security/passkeys', member.token);
    expect(after.json<{ value: { lastUsedAt: string | null }[] }>().value[0]?.lastUsedAt).toBe(
      new Date(clock).toISOString(),
    );
  });

  it('refuses a replayed answer, an old counter, a wrong origin or relying party, and an expired challenge', async () => {
    const member = await devAccount(platform.app);
    const key = new SoftAuthenticator();
    expect((await registerOn(member.token, key)).statusCode).toBe(200);

    const answer = key.login(await loginOptions());
    expect((await logInWith(answer)).statusCode).toBe(200);
    const replay = await logInWith(answer);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ errorCode: 'passkey.invalid' });

    // A fresh challenge, but the counter of a copied key that has fallen behind.
    const cloned = await logInWith(key.login(await loginOptions(), { counter: 1 }));
    expect(cloned.json()).toMatchObject({ errorCode: 'passkey.invalid' });

    const foreignOrigin = await logInWith(
      key.login(await loginOptions(), { origin: 'https://evil.example', counter: 10 }),
    );
    expect(foreignOrigin.json()).toMatchObject({ errorCode: 'passkey.invalid' });

    const foreignRp = await logInWith(
      key.login(await loginOptions(), { rpId: 'evil.example', counter: 11 }),
    );
    expect(foreignRp.json()).toMatchObject({ errorCode: 'passkey.invalid' });

    const late = await loginOptions();
    clock += PASSKEY_CHALLENGE_MS + 1;
    const expired = await logInWith(key.login(late, { counter: 12 }));
    expect(expired.json()).toMatchObject({ errorCode: 'passkey.invalid' });

    // None of those spent the key: a right answer still logs in.
    const fine = await logInWith(key.login(await loginOptions(), { counter: 13 }));
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it("refuses another member's credential: its registration, its removal, and a login naming another member", async () => {
    const owner = await devAccount(platform.app);
    const other = await devAccount(platform.app);
    const key = new SoftAuthenticator();
    expect((await registerOn(owner.token, key)).statusCode).toBe(200);

    // The same authenticator's credential, registered again by someone else.
    const again = await registerOn(other.token, key);
    expect(again.json()).toMatchObject({ errorCode: 'passkey.duplicate' });

    const removal = await call('DELETE', '/wps/member/security/passkey', other.token, {
      passkeyId: b64url(key.credentialId),
    });
    expect(removal.statusCode).toBe(404);

    // The owner's credential, answering as if it were the other member's.
    const otherHandle = b64url(Buffer.from(`member:${other.id}`));
    const posing = await logInWith(key.login(await loginOptions(), { userHandle: otherHandle }));
    expect(posing.json()).toMatchObject({ errorCode: 'passkey.invalid' });

    // A challenge issued for one member's registration does not register for another.
    const ownerOptions = await registrationOptions(owner.token);
    const stolen = await call('POST', '/wps/member/security/passkey', other.token, {
      name: 'Stolen',
      credential: new SoftAuthenticator().register(ownerOptions),
    });
    expect(stolen.json()).toMatchObject({ errorCode: 'passkey.invalid' });

    // An unknown credential logs in nobody.
    const stranger = new SoftAuthenticator();
    stranger.userHandle = b64url(Buffer.from(`member:${owner.id}`));
    const unknown = await logInWith(stranger.login(await loginOptions()));
    expect(unknown.json()).toMatchObject({ errorCode: 'passkey.invalid' });
  });

  it('removes a passkey, which then logs in nobody', async () => {
    const member = await devAccount(platform.app);
    const key = new SoftAuthenticator();
    expect((await registerOn(member.token, key)).statusCode).toBe(200);
    const removed = await call('DELETE', '/wps/member/security/passkey', member.token, {
      passkeyId: b64url(key.credentialId),
    });
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', '/wps/member/security/passkeys', member.token)).json()).toMatchObject(
      { value: [] },
    );
    const login = await logInWith(key.login(await loginOptions()));
    expect(login.json()).toMatchObject({ errorCode: 'passkey.invalid' });
  });

  it('takes the relying party and origins from the configuration when given', async () => {
    const configured = await startTestPlatform({
      passkey: { rpId: 'example.com', origins: ['https://m.example.com'] },
    });
    try {
      const member = await devAccount(configured.app);
      const options = await configured.app.inject({
        method: 'POST',
        url: '/wps/member/security/passkey/options',
        headers: { host: HOST, authorization: member.token },
      });
      expect(options.json()).toMatchObject({ value: { rp: { id: 'example.com' } } });
      const key = new SoftAuthenticator();
      const local = await configured.app.inject({
        method: 'POST',
        url: '/wps/member/security/passkey',
        headers: { host: HOST, authorization: member.token },
        payload: {
          name: 'Local',
          credential: key.register(options.json<{ value: Record<string, unknown> }>().value),
        },
      });
      expect(local.json()).toMatchObject({ errorCode: 'passkey.invalid' });
    } finally {
      await configured.close();
    }
  });

  it('refuses a guest and a trial account their own passkeys', async () => {
    expect((await call('POST', '/wps/member/security/passkey/options')).statusCode).toBe(401);
    const trial = await platform.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: {},
    });
    const token = trial.json<{ value: { token: string } }>().value.token;
    const refused = await call('POST', '/wps/member/security/passkey/options', token);
    expect(refused.json()).toMatchObject({ success: false });
  });

  describe('confirming a withdrawal or a bank-card bind instead of the payment password', () => {
    let serial = 0;
    /** A real member with money, a payee name, a passkey and (unless told) a payment password. */
    async function memberWithPasskey(paymentPassword: string | null = '135790') {
      serial += 1;
      const id = await createMember(platform.app.platform, {
        username: `confirm${String(serial).padStart(2, '0')}`,
        password: 'Confirm1234!',
        ...(paymentPassword ? { paymentPassword } : {}),
        type: 0,
        balanceCents: 100_000,
      });
      const token = await openSession(platform.app.platform, id);
      const key = new SoftAuthenticator();
      expect((await registerOn(token, key)).statusCode).toBe(200);
      return { id, token, key };
    }
    const encrypted = (url: string, token: string, payload: Record<string, unknown>) =>
      injectEncrypted(platform.app, {
        method: 'POST',
        url,
        payload,
        headers: { host: HOST, authorization: token },
      });
    const confirmOptions = async (token: string, purpose: 'withdraw' | 'bankCard') =>
      (
        await call('POST', '/wps/member/security/passkey/confirm/options', token, { purpose })
      ).json<{
        value: Record<string, unknown>;
      }>().value;
    const bindCard = (
      token: string,
      confirmation: Record<string, unknown>,
      number = '6222000055556666',
    ) =>
      encrypted('/wps/member/security/bankCard', token, {
        bankName: 'Passkey Bank',
        cardNumber: number,
        accountName: 'Passkey Holder',
        ...confirmation,
      });
    const withdraw = (token: string, bankCardId: string, confirmation: Record<string, unknown>) =>
      encrypted('/wps/relay/WITHDRAW_submit', token, { bankCardId, amount: 100, ...confirmation });
    const balance = async (token: string) =>
      (await call('GET', '/wps/v2/wallets/balance?typeId=0', token)).json<{
        value: { sumBalance: number };
      }>().value.sumBalance;
    async function cardOf(member: { token: string; key: SoftAuthenticator }) {
      const bound = await bindCard(member.token, {
        passkey: member.key.login(await confirmOptions(member.token, 'bankCard')),
      });
      expect(bound.statusCode, bound.body).toBe(200);
      return bound.json<{ value: { bankCardId: string } }>().value.bankCardId;
    }

    it('binds a bank card with a passkey, without the payment password', async () => {
      // No payment password at all: the passkey alone confirms the card.
      const member = await memberWithPasskey(null);
      const options = await confirmOptions(member.token, 'bankCard');
      expect(options).toMatchObject({
        rpId: 'localhost',
        userVerification: 'required',
        allowCredentials: [{ id: b64url(member.key.credentialId) }],
      });
      const bound = await bindCard(member.token, { passkey: member.key.login(options) });
      expect(bound.statusCode, bound.body).toBe(200);
      expect(bound.json()).toMatchObject({ value: { maskedNumber: '**** 6666' } });
      const cards = await call('GET', '/wps/relay/WITHDRAW_bankCards', member.token);
      expect(cards.json<{ value: unknown[] }>().value).toHaveLength(1);
      // Without a passkey's answer the payment password is still asked for, and there is none.
      const bankCardId = bound.json<{ value: { bankCardId: string } }>().value.bankCardId;
      expect(
        (await withdraw(member.token, bankCardId, { paymentPassword: '135790' })).json(),
      ).toMatchObject({
        errorCode: 'withdraw.payment.password.required',
      });
    });

    it('withdraws with a passkey: the balance moves once, and the same answer replayed is refused', async () => {
      const member = await memberWithPasskey();
      const bankCardId = await cardOf(member);
      const before = await balance(member.token);
      const answer = member.key.login(await confirmOptions(member.token, 'withdraw'));
      const made = await withdraw(member.token, bankCardId, { passkey: answer });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toMatchObject({ value: { status: 'PENDING', bankCardId } });
      expect(await balance(member.token)).toBeCloseTo(before - 100, 2);

      const replay = await withdraw(member.token, bankCardId, { passkey: answer });
      expect(replay.json()).toMatchObject({ success: false, errorCode: 'passkey.invalid' });
      expect(await balance(member.token)).toBeCloseTo(before - 100, 2);
      // The payment password still works beside the passkey.
      const byPassword = await withdraw(member.token, bankCardId, { paymentPassword: '135790' });
      expect(byPassword.statusCode, byPassword.body).toBe(200);
      expect(await balance(member.token)).toBeCloseTo(before - 200, 2);
    });

    it("refuses another member's credential, a wrong origin, no user verification, and a challenge of another purpose", async () => {
      const member = await memberWithPasskey();
      const other = await memberWithPasskey();
      const bankCardId = await cardOf(member);
      const before = await balance(member.token);
      const refused = async (confirmation: Record<string, unknown>) => {
        const answer = await withdraw(member.token, bankCardId, confirmation);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ errorCode: 'passkey.invalid' });
      };

      // The other member's own key, answering this member's challenge.
      await refused({ passkey: other.key.login(await confirmOptions(member.token, 'withdraw')) });
      // The other member's key answering its own challenge, sent with this member's token.
      await refused({ passkey: other.key.login(await confirmOptions(other.token, 'withdraw')) });
      // A page on another origin relaying the ceremony.
      await refused({
        passkey: member.key.login(await confirmOptions(member.token, 'withdraw'), {
          origin: 'https://evil.example',
        }),
      });
      // A login challenge, and a bank-card challenge, are not a withdrawal's.
      await refused({ passkey: member.key.login(await loginOptions()) });
      await refused({ passkey: member.key.login(await confirmOptions(member.token, 'bankCard')) });
      // An answer without user verification (user present only) does not stand in for a password.
      const unverified = member.key.login(await confirmOptions(member.token, 'withdraw'));
      const data = Buffer.from(unverified.response.authenticatorData, 'base64url');
      data[32] = 0x01;
      await refused({
        passkey: {
          ...unverified,
          response: {
            ...unverified.response,
            authenticatorData: b64url(data),
            signature: b64url(
              sign(
                'sha256',
                Buffer.concat([
                  data,
                  sha256(Buffer.from(unverified.response.clientDataJSON, 'base64url')),
                ]),
                member.key.keys.privateKey,
              ),
            ),
          },
        },
      });
      // A confirmation challenge does not log in either.
      const asLogin = await logInWith(
        member.key.login(await confirmOptions(member.token, 'withdraw')),
      );
      expect(asLogin.json()).toMatchObject({ errorCode: 'passkey.invalid' });
      expect(await balance(member.token)).toBeCloseTo(before, 2);

      // None of those spent the key: its right answer still withdraws.
      const fine = await withdraw(member.token, bankCardId, {
        passkey: member.key.login(await confirmOptions(member.token, 'withdraw')),
      });
      expect(fine.statusCode, fine.body).toBe(200);
    });

    it('offers no confirmation challenge without a passkey, nor to a guest', async () => {
      const id = await createMember(platform.app.platform, {
        username: 'nopasskey01',
        password: 'Confirm1234!',
        type: 0,
      });
      const token = await openSession(platform.app.platform, id);
      const none = await call('POST', '/wps/member/security/passkey/confirm/options', token, {
        purpose: 'withdraw',
      });
      expect(none.json()).toMatchObject({ errorCode: 'passkey.none' });
      const guest = await call('POST', '/wps/member/security/passkey/confirm/options', undefined, {
        purpose: 'withdraw',
      });
      expect(guest.statusCode).toBe(401);
      const member = await memberWithPasskey();
      const odd = await call('POST', '/wps/member/security/passkey/confirm/options', member.token, {
        purpose: 'login',
      });
      expect(odd.statusCode).toBe(400);
    });
  });
});
