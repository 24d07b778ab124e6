import type { security } from '@mweb/api-contract';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../gateway/gateway-error';
import type { Member } from '../gateway/register-call';
import { verifyPassword } from '../security/passwords';
import { verifyPasskeyConfirmation } from '../services/passkeys';
import type { Platform } from '../services/platform';

/**
 * Confirms a withdrawal or a bank-card bind before anything moves: with a passkey's answer to a
 * challenge of this purpose when the body carries one, else with the payment password. Each call
 * keeps its own codes for a missing or wrong password (the withdrawal's are the gateway's).
 */
export async function confirmChange(
  platform: Platform,
  request: FastifyRequest,
  member: Member,
  purpose: security.PasskeyConfirmPurpose,
  body: { paymentPassword?: string | undefined; passkey?: Record<string, unknown> | undefined },
  codes: { required: string; incorrect: string },
): Promise<void> {
  if (body.passkey) {
    await verifyPasskeyConfirmation(
      platform,
      request,
      member.id,
      purpose,
      body.passkey as unknown as AuthenticationResponseJSON,
    );
    return;
  }
  if (!member.payment_password_hash) {
    throw new GatewayError(400, codes.required, 'Set a payment password first.');
  }
  if (
    body.paymentPassword === undefined ||
    !(await verifyPassword(body.paymentPassword, member.payment_password_hash))
  ) {
    throw new GatewayError(400, codes.incorrect, 'The payment password is incorrect.');
  }
}
