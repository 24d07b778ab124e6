import {
  account,
  IMAGE_SNIFF_BYTES,
  isRealMember,
  MAX_AVATAR_BYTES,
  sniffImageType,
} from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, GatewayError, notAvailable, sendFailure } from '../gateway/gateway-error';
import { registerCall } from '../gateway/register-call';
import { REGISTER_SETTINGS } from '../seed/content';
import { verifyPassword } from '../security/passwords';
import {
  findAvatar,
  setAvatar,
  setLanguage,
  setPassword,
  storeAvatar,
} from '../services/member-profile';
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

/** Where an uploaded head icon is served: by an unguessable id, to anyone who has the link. */
export const MEMBER_AVATAR_PATH = '/media/avatars/member/:id';

/** A member's `avatar` column: a built-in avatar's name, or `upload:<id>` for a picture of theirs. */
const UPLOAD_PREFIX = 'upload:';

const headIconOf = (avatar: string | null) =>
  avatar?.startsWith(UPLOAD_PREFIX)
    ? {
        avatar: MEMBER_AVATAR_PATH.replace(':id', avatar.slice(UPLOAD_PREFIX.length)),
        avatarType: 'CUSTOM',
      }
    : { avatar: `/media/avatars/${avatar ?? 'avatar1'}.png`, avatarType: 'SYSTEM' };

/** The form body's Base64 text, percent-encoded, with room: the contract checks the picture itself. */
const AVATAR_BODY_LIMIT = Math.ceil(MAX_AVATAR_BYTES * 1.6) + 1024;

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

  registerCall(
    app,
    platform,
    account.setHeadIcon,
    async ({ body, member }) => {
      const me = requireMember(member);
      if (!body.icon.startsWith('data:')) {
        if (!AVATARS.includes(body.icon)) throw badRequest('Choose one of the built-in avatars.');
        await setAvatar(platform, me.id, body.icon);
        return headIconOf(body.icon);
      }
      const data = body.icon.slice(body.icon.indexOf(',') + 1);
      const bytes = Buffer.from(data, 'base64');
      // The type is what the bytes show, whatever the data URL claims.
      const type = sniffImageType(bytes.subarray(0, IMAGE_SNIFF_BYTES));
      if (!type)
        throw new GatewayError(400, 'avatar.type.invalid', 'Only png or jpg pictures are taken.');
      if (bytes.length > MAX_AVATAR_BYTES)
        throw new GatewayError(400, 'avatar.too.large', 'The picture is larger than 5 MB.');
      const id = await storeAvatar(platform, me.id, type, bytes.toString('base64'));
      await setAvatar(platform, me.id, `${UPLOAD_PREFIX}${id}`);
      return headIconOf(`${UPLOAD_PREFIX}${id}`);
    },
    { bodyLimit: AVATAR_BODY_LIMIT },
  );

  app.get(MEMBER_AVATAR_PATH, async (request, reply) => {
    const { id } = z.object({ id: z.string().max(64) }).parse(request.params);
    const picture = await findAvatar(platform, id);
    if (!picture) return sendFailure(reply, 404, 'not.found', 'No such picture.');
    return reply
      .type(picture.content_type)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(picture.data, 'base64'));
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
