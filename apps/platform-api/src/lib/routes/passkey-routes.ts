import { account, isRealMember, security } from '@mweb/api-contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { notAvailable } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import { findStoredMember } from '../services/members';
import {
  listPasskeys,
  passkeyConfirmOptions,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  verifyPasskeyLogin,
} from '../services/passkeys';
import type { Platform } from '../services/platform';
import { loginAnswer, RATE_LIMITS } from './account-shared';
import { requireMember } from './member-guards';

/**
 * Passkeys: a real member's own (options, register, list, remove) and the login with one. The
 * browser's answers are checked whole by the WebAuthn library; the contract checks their outline.
 */
export function registerPasskeyRoutes(app: FastifyInstance, platform: Platform): void {
  registerCall(app, platform, security.passkeyRegisterOptions, async ({ member, request }) => {
    const me = requireMember(member);
    // A trial account has no password to protect, nor a passkey to keep.
    if (!isRealMember(me.type)) throw notAvailable('free_reject');
    return passkeyRegistrationOptions(platform, request, me);
  });

  registerCall(app, platform, security.registerPasskey, async ({ body, member, request }) => {
    const me = requireMember(member);
    if (!isRealMember(me.type)) throw notAvailable('free_reject');
    return registerPasskey(
      platform,
      request,
      me.id,
      body.name.trim(),
      body.credential as unknown as RegistrationResponseJSON,
    );
  });

  registerCall(app, platform, security.passkeyConfirmOptions, async ({ body, member, request }) => {
    const me = requireMember(member);
    if (!isRealMember(me.type)) throw notAvailable('free_reject');
    return passkeyConfirmOptions(platform, request, me.id, body.purpose);
  });

  registerCall(app, platform, security.passkeys, async ({ member }) =>
    listPasskeys(platform, requireMember(member).id),
  );

  registerCall(app, platform, security.removePasskey, async ({ body, member }) => {
    await removePasskey(platform, requireMember(member).id, body.passkeyId);
    return null;
  });

  registerCall(
    app,
    platform,
    account.passkeyLoginOptions,
    async ({ request }) => passkeyLoginOptions(platform, request),
    { rateLimit: RATE_LIMITS.login },
  );

  registerCall(
    app,
    platform,
    account.passkeyLogin,
    async ({ body, request }) => {
      const memberId = await verifyPasskeyLogin(
        platform,
        request,
        body.credential as unknown as AuthenticationResponseJSON,
      );
      return loginAnswer(platform, await findStoredMember(platform, memberId));
    },
    { rateLimit: RATE_LIMITS.login },
  );
}
