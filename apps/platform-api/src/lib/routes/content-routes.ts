import fastifyMultipart from '@fastify/multipart';
import { content, type Announcement, isRealMember } from '@mweb/api-contract';
import type { FastifyInstance } from 'fastify';
import { lotteryH5Url } from '../services/lottery-h5-url';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AnnouncementsTable } from '../db/schema';
import { GatewayError, notAvailable } from '../gateway/gateway-error';
import { promotionImageParts, receivedImages } from '../gateway/image-parts';
import { registerCall } from '../gateway/register-call';
import {
  applyForPromotion,
  claimPromotionReward,
  findAnnouncementTitle,
  listAnnouncementsOfTypes,
  listRunningAnnouncements,
  markAnnouncementRead,
  promotionApplications,
  readAnnouncementIds,
} from '../services/announcements';
import { withMemberLocked } from '../db/member-lock';
import { isUniqueViolation } from '../db/unique-violation';
import { adjustBalance } from '../services/members';
import { readSetting, type Platform } from '../services/platform';
import { storePromotionImages } from '../services/promotion-images';
import { siteStatus } from '../services/site';
import { listHelpArticles, listTopWinners } from '../services/site-content';
import { fromCents, toIso } from './shapes';

const linkageTypes = ['P', 'URL', 'G', ''] as const;
type LinkageType = (typeof linkageTypes)[number];
const isLinkageType = (value: string | null): value is LinkageType =>
  value !== null && (linkageTypes as readonly string[]).includes(value);
const announcementTypes = ['A', 'B', 'PL', 'PU', 'PR'] as const;
type AnnouncementType = (typeof announcementTypes)[number];
const asAnnouncementType = (value: string): AnnouncementType =>
  announcementTypes.find((type) => type === value) ?? 'PL';

const isExecution = (value: string | null): value is 'A' | 'B' | 'F' =>
  value === 'A' || value === 'B' || value === 'F';

function toAnnouncement(row: Selectable<AnnouncementsTable>, read: boolean): Announcement {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: asAnnouncementType(row.type),
    announcementImages: row.image ? [row.image] : [],
    read,
    startDate: toIso(row.start_date),
    endDate: toIso(row.end_date),
    ...(row.group_name ? { groupName: row.group_name } : {}),
    ...(row.url ? { url: row.url } : {}),
    ...(isLinkageType(row.linkage_type) ? { linkageType: row.linkage_type } : {}),
    ...(row.linkage ? { linkage: row.linkage } : {}),
    ...(isExecution(row.execution) ? { execution: row.execution } : {}),
    ...(row.promotion_type ? { promotionType: row.promotion_type } : {}),
  };
}

/** Promotions are the PR announcements, keyed for the client's gift icon and invite screen. */
const PROMOTION_KEYS: Record<number, string> = {
  401: 'FIRST_DEPOSIT',
  402: 'CASHBACK',
  403: 'REFERRAL',
  409: 'APP_DOWNLOAD',
};

export function registerContentRoutes(app: FastifyInstance, platform: Platform): void {
  registerCall(app, platform, content.systemStatus, async ({ request }) => {
    const status = await siteStatus(platform, request.ip);
    const lotteryH5 = lotteryH5Url(platform, request);
    return lotteryH5 ? { ...status, info: { ...status.info, lotteryH5Url: lotteryH5 } } : status;
  });

  registerCall(app, platform, content.announcements, async ({ query, member }) => {
    const rows = await listRunningAnnouncements(platform, {
      types: query.types.split(','),
      groupName: query.groupName,
      now: platform.now(),
    });
    const read = await readAnnouncementIds(platform, member?.id);
    return rows.map((row) => toAnnouncement(row, read.has(row.id)));
  });

  registerCall(app, platform, content.markAnnouncementRead, async ({ body, member }) => {
    if (!member) throw notAvailable();
    if ((await findAnnouncementTitle(platform, body.announcementId)) === undefined) {
      throw new GatewayError(404, 'announcement.not.found', 'No such announcement.');
    }
    await markAnnouncementRead(platform, member.id, body.announcementId);
    return null;
  });

  registerCall(app, platform, content.announcementUnreadCount, async ({ member }) => {
    const read = await readAnnouncementIds(platform, member?.id);
    const rows = await listAnnouncementsOfTypes(platform, ['PL', 'PR']);
    return { announcementUnreadCount: rows.filter((row) => !read.has(row.id)).length };
  });

  registerCall(app, platform, content.popularAnnouncements, async ({ query }) => {
    const rows = await listAnnouncementsOfTypes(platform, ['PL', 'PR'], query.limit);
    return rows.map((row) => toAnnouncement(row, false));
  });

  registerCall(app, platform, content.lobbyNews, async () => {
    const rows = await listAnnouncementsOfTypes(platform, ['PL']);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      publishedAt: toIso(row.start_date),
    }));
  });

  registerCall(app, platform, content.templates, async () => {
    const switches = z.object({ mem_cen: z.enum(['0', '1']), dep_func: z.enum(['0', '1']) });
    const fallback: z.infer<typeof switches> = { mem_cen: '1', dep_func: '1' };
    return readSetting(platform, 'templates', switches, fallback);
  });

  registerCall(app, platform, content.helpCenter, async () => {
    const rows = await listHelpArticles(platform);
    return rows
      .filter((row) => row.parent_id === null)
      .map((section) => ({
        title: section.title,
        children: rows
          .filter((row) => row.parent_id === section.id)
          .map((child) => ({ title: child.title, content: child.content })),
      }));
  });

  registerCall(app, platform, content.winnerBoard, async ({ query }) => {
    const rows = await listTopWinners(platform, query.gameCategory, query.limitNum);
    return {
      list: rows.map((row) => ({
        userName: row.username,
        gameName: row.game_name,
        gameCategory: row.game_category,
        winAmount: fromCents(row.amount_cents),
        wonAt: toIso(row.won_at),
      })),
    };
  });

  const promotionsOf = async (memberId: number | undefined) => {
    const rows = await listAnnouncementsOfTypes(platform, ['PR']);
    const applications = await promotionApplications(platform, memberId);
    return rows.map((row) => {
      const application = applications.get(row.id);
      const status = content.activityStatus.safeParse(application?.status);
      return {
        id: row.id,
        promotionKey: PROMOTION_KEYS[row.id] ?? 'PROMOTION',
        title: row.title,
        content: row.content,
        startDate: toIso(row.start_date),
        endDate: toIso(row.end_date),
        ...(row.image ? { imageUrl: row.image } : {}),
        ...(row.category ? { category: row.category } : {}),
        ...(status.success ? { status: status.data } : {}),
        ...(application?.reward_cents != null
          ? { rewardAmount: fromCents(application.reward_cents) }
          : {}),
      };
    });
  };

  registerCall(app, platform, content.promotions, async ({ member }) => promotionsOf(member?.id));

  registerCall(app, platform, content.unclaimedRewards, async ({ member }) => {
    const list = await promotionsOf(member?.id);
    return { count: list.filter((item) => item.status === 'Issued').length };
  });

  // The application is the one multipart call: its parser lives in a scope of its own.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, promotionImageParts);
    registerCall(scope, platform, content.applyPromotion, async ({ body, member, request }) => {
      if (!member || !isRealMember(member.type)) throw notAvailable('free_reject');
      const list = await promotionsOf(member.id);
      if (!list.some((item) => item.id === body.promotionId))
        throw new GatewayError(404, 'promotion.not.available', 'No such promotion.');
      const alreadyApplied = () =>
        new GatewayError(409, 'promotion.already.applied', 'You have already applied.');
      // The application and its images in one transaction under the member's lock: of twenty at
      // once, one is stored and the others find it; the primary key is the last guard.
      const imageIds = await withMemberLocked(platform, member.id, async (locked) => {
        const applications = await promotionApplications(locked, member.id);
        if (applications.has(body.promotionId)) throw alreadyApplied();
        try {
          await applyForPromotion(locked, member.id, body.promotionId, body.comment);
        } catch (error) {
          throw isUniqueViolation(error) ? alreadyApplied() : error;
        }
        return storePromotionImages(locked, member.id, body.promotionId, receivedImages(request));
      });
      return { status: 'Applying' as const, ...(imageIds.length > 0 ? { imageIds } : {}) };
    });
  });

  registerCall(app, platform, content.claimReward, async ({ body, member }) => {
    if (!member || !isRealMember(member.type)) throw notAvailable('free_reject');
    // Claimed and paid in one transaction: never Claimed without its money.
    const cents = await withMemberLocked(platform, member.id, async (locked) => {
      const reward = await claimPromotionReward(locked, member.id, body.promotionId);
      if (reward === undefined) {
        throw new GatewayError(409, 'promotion.not.claimable', 'There is no reward to claim.');
      }
      await adjustBalance(
        locked,
        member.id,
        reward,
        'PROMOTION',
        `Promotion reward ${body.promotionId}`,
      );
      return reward;
    });
    return { status: 'Claimed' as const, amount: fromCents(cents) };
  });
}
