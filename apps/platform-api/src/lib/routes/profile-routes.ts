import { account, isRealMember } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, GatewayError, notAvailable } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import { REGISTER_SETTINGS } from '../seed/content';
import { verifyPassword } from '../security/passwords';
import { setAvatar, setLanguage, setPassword } from '../services/member-profile';
import { findMemberByMobile } from '../services/members';
import type { Platform } from '../services/platform';
import { revokeMemberSessions } from '../services/sessions';
import { listCountries } from '../services/site-content';
import { checkSmsCode, normaliseMobile, sendSmsCode } from '../services/verification';
import { RATE_LIMITS } from './account-shared';
import { requireMember } from './member-guards';

const AVATARS = Array.from({ length: 12 }, (_, index) => `avatar${index + 1}`);

const passwordRule = new RegExp(REGISTER_SETTINGS.password.acceptedPattern);

function requirePasswordFormat(password: string): void {
  if (!passwordRule.test(password)) {
    throw new GatewayError(400, 'password.format.invalid', 'Password format is incorrect');
  }
}

const headIconOf = (avatar: string | null) => ({
  avatar: `/media/avatars/${avatar ?? 'avatar1'}.svg`,
  avatarType: 'SYSTEM',
});

/** The member's profile and passwords: change, reset by phone and its SMS, avatar, language. */
export function registerProfileRoutes(app: FastifyInstance, platform: Platform): void {
  registerCall(
    app,
    platform,
    account.sendSms,
    async ({ body }) => sendSmsCode(platform, body.mobileNum, body.countryDialingCode, 'noLogin'),
    { rateLimit: RATE_LIMITS.sms },
  );

  registerCall(
    app,
    platform,
    account.verifySms,
    async ({ body }) => {
      await checkSmsCode(
        platform,
        body.mobileNum,
        body.countryDialingCode,
        body.verificationCode,
        false,
      );
      return null;
    },
    { rateLimit: RATE_LIMITS.sms },
  );

  registerCall(app, platform, account.changePassword, async ({ body, member, token }) => {
    const me = requireMember(member);
    if (!(await verifyPassword(body.oldPassword, me.password_hash))) {
      throw new GatewayError(400, 'password.old.incorrect', 'The old password is incorrect.');
    }
    if (body.newPassword !== body.confirmNewPassword) {
      throw new GatewayError(400, 'password.confirm.mismatch', 'Confirmation password not matched');
    }
    if (body.newPassword === body.oldPassword) {
      throw new GatewayError(
        400,
        'password.same.as.old',
        'The new password and the old password cannot be the same',
      );
    }
    requirePasswordFormat(body.newPassword);
    await setPassword(platform, me.id, 'login', body.newPassword);
    // Whoever else holds a session of this member (a stolen token among them) is logged out.
    await revokeMemberSessions(platform, me.id, token);
    return null;
  });

  registerCall(
    app,
    platform,
    account.setPasswordByPhone,
    async ({ body }) => {
      requirePasswordFormat(body.newPassword);
      const member = await findMemberByMobile(platform, normaliseMobile(body.mobileNum));
      await checkSmsCode(
        platform,
        body.mobileNum,
        body.countryDialingCode,
        body.verificationCode,
        true,
      );
      if (!member)
        throw new GatewayError(
          404,
          'user.not.found',
          'Sorry, the user does not exist or is disabled.',
        );
      await setPassword(platform, member.id, 'login', body.newPassword);
      // A reset password ends every open session of the account.
      await revokeMemberSessions(platform, member.id);
      return null;
    },
    { rateLimit: RATE_LIMITS.sms },
  );

  registerCall(app, platform, account.myAffiliateCode, ({ member }) => ({
    code: member?.affiliate_code ?? '',
  }));

  registerCall(app, platform, account.headIcon, ({ member }) => headIconOf(member?.avatar ?? null));

  registerCall(app, platform, account.setHeadIcon, async ({ body, member }) => {
    if (!member || !AVATARS.includes(body.icon))
      throw badRequest('Choose one of the built-in avatars.');
    await setAvatar(platform, member.id, body.icon);
    return headIconOf(body.icon);
  });

  registerCall(app, platform, account.systemCountries, async () => {
    const rows = await listCountries(platform);
    return rows.map((row) => ({ code: row.code, name: row.name, dialingCode: row.dialing_code }));
  });

  registerCall(app, platform, account.setMemberLanguage, async ({ body, member }) => {
    if (!member || !isRealMember(member.type)) throw notAvailable('free_reject');
    await setLanguage(platform, member.id, body.language);
    return null;
  });

  registerCall(app, platform, account.memberInfo, ({ member }) => {
    const me = requireMember(member);
    return {
      id: me.id,
      account: me.username,
      nickname: me.nickname,
      type: me.type,
      language: me.language,
      clubLabel: { labelName: me.club_label },
    };
  });
}
