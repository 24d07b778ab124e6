import { z } from 'zod';
import { defineCall } from './call';
import { announcement, isoTime, nothing, queryInt } from './common';
import { saferGamblingConfig } from './safer';

/** The whitelabel flags the product reads (SPEC.md section 3). */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'CBS3',
  'AGENTPOLICY3',
  'MANPLAYREB3',
] as const;

/** `'1'` on, `'0'` off: the gateway's spelling of a boolean in the whitelabel tree. */
const flag = z.enum(['0', '1']);

/** One node of the whitelabel tree; the client flattens it into `modId → enabled` flags. */
export interface WhitelabelNode {
  modId: string;
  enabled: '0' | '1';
  childrenNodes?: WhitelabelNode[];
}

export const whitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: flag,
    childrenNodes: z.array(whitelabelNode).optional(),
  }),
);

/** A customer-service entry; type `'3'` carries a DES-encrypted path (key: its last 8 characters). */
export const customerServiceEntry = z.object({
  csType: z.string(),
  path: z.string(),
});

/** A configured download link or icon (SPEC.md section 3). */
export const resourceEntry = z.object({
  resourceType: z.string(),
  url: z.string(),
});

/** Per registration field: whether it shows, whether it is required and the server's rule for it. */
export const registerFieldSetting = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().optional(),
  patternId: z.string().optional(),
  minLength: z.union([z.number(), z.literal('*')]).optional(),
  maxLength: z.union([z.number(), z.literal('*')]).optional(),
});

export const registerSettings = z.record(z.string(), registerFieldSetting);

/** Maintenance details, when the gateway gives them (GATEWAY.md section 2). */
export const maintenanceInfo = z.object({
  enabled: z.boolean(),
  content: z
    .object({
      data: z
        .object({
          maintainTime: z.string().optional(),
          endTime: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
});

/** The status/config answer: site configuration, the caller's location, maintenance and region gates. */
export const systemStatusValue = z.object({
  info: z.object({
    customerService: z.array(customerServiceEntry),
    domainRoute: z.string().optional(),
    mobileTemplate: z.record(z.string(), z.string()).optional(),
    paths: z.record(z.string(), z.string()).optional(),
    register: registerSettings.optional(),
    resources: z.array(resourceEntry),
    whitelabel: z.array(whitelabelNode),
    mainDomain: z.string().optional(),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()).optional(),
    /**
     * Where the embedded lottery client lives (/m/lotto-h5 frames it): an origin other than the
     * app's, the brand's lottery vendor's. Our definition (I); without it the app frames the
     * platform's own lottery page.
     */
    lotteryH5Url: z.string().max(200).optional(),
    /**
     * The app-download settings of SPEC.md section 4: whether the app window (bar, popup, header
     * button) is on at all, and whether it is only for logged-in members. Our definition (I); a
     * gateway that leaves it out means on, for everyone.
     */
    appDownload: z.object({ enabled: z.boolean(), loggedInOnly: z.boolean() }).optional(),
    /** Which safer-gambling tools the brand turns on, and its market's defaults. Our definition (I). */
    saferGambling: saferGamblingConfig.optional(),
  }),
  location: z.object({ ip: z.string() }),
  maintenance: maintenanceInfo,
  regionRestriction: z.object({ enabled: z.boolean() }),
});

export type SystemStatusValue = z.infer<typeof systemStatusValue>;

export const systemStatusQuery = z.object({
  device: z.literal('MOBILE'),
  url: z.string().optional(),
  originalDomain: z.string().optional(),
});

/** The site's configuration and gates; fetched on every cold start, cached, refreshed in the background. */
export const systemStatus = defineCall({
  id: 'content.systemStatus',
  method: 'GET',
  path: '/wps/v2/system/status',
  query: systemStatusQuery,
  value: systemStatusValue,
  errors: ['domain_not_available'],
  noCache: true,
  evidence: 'E',
});

/** Comma list of announcement types, e.g. `B,PL,PU,PR`. */
const announcementTypes = z.string().regex(/^(A|B|PL|PU|PR)(,(A|B|PL|PU|PR))*$/);

/** Announcements, banners (type B, by `groupName` m_home / m_live) and popups (type PU). */
export const announcements = defineCall({
  id: 'content.announcements',
  method: 'GET',
  path: '/wps/relay/CCSFE_getListAnnouncements',
  query: z.object({
    types: announcementTypes,
    platform: z.literal('M'),
    groupName: z.string().max(32).optional(),
    merchantCode: z.string().min(1).max(32),
    category: z.string().max(32).optional(),
  }),
  value: z.array(announcement),
  evidence: 'E',
});

/** Marks one announcement read for the member; the client throttles it to one call per 150 ms. */
export const markAnnouncementRead = defineCall({
  id: 'content.markAnnouncementRead',
  method: 'POST',
  path: '/wps/relay/CCSFE_markAnnouncementRead',
  body: z.object({ announcementId: z.number().int(), read: z.literal(true) }),
  value: nothing,
  errors: ['announcement.not.found'],
  needsToken: true,
  evidence: 'I',
});

/** How many announcements the member has not read. Our definition (I). */
export const announcementUnreadCount = defineCall({
  id: 'content.announcementUnreadCount',
  method: 'GET',
  path: '/wps/relay/CCSFE_getUnreadCount',
  value: z.object({ announcementUnreadCount: z.number().int().min(0) }),
  needsToken: true,
  evidence: 'I',
});

/** The most read announcements. Our definition (I). */
export const popularAnnouncements = defineCall({
  id: 'content.popularAnnouncements',
  method: 'GET',
  path: '/wps/relay/CCSFE_getPopularAnnouncements',
  query: z.object({ limit: queryInt.min(1).max(50).default(10) }),
  value: z.array(announcement),
  evidence: 'I',
});

/** Short news lines for the lobby. Our definition (I). */
export const lobbyNews = defineCall({
  id: 'content.lobbyNews',
  method: 'GET',
  path: '/wps/relay/CCSFE_getLobbyNews',
  value: z.array(z.object({ id: z.number().int(), title: z.string(), publishedAt: isoTime })),
  evidence: 'I',
});

/** Template switches: `mem_cen` '1' is the new member centre, `dep_func` '1' the new deposit view. */
export const templates = defineCall({
  id: 'content.templates',
  method: 'GET',
  path: '/wps/system/templates',
  value: z.object({ mem_cen: z.enum(['0', '1']), dep_func: z.enum(['0', '1']) }),
  evidence: 'E',
});

export const helpArticle = z.object({
  title: z.string(),
  children: z.array(z.object({ title: z.string(), content: z.string() })),
});

export type HelpArticle = z.infer<typeof helpArticle>;

export const helpCenter = defineCall({
  id: 'content.helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  query: z.object({ lang: z.string().min(2).max(8), device: z.literal('MOBILE') }),
  value: z.array(helpArticle),
  evidence: 'E',
});

/** Recent big wins, shown on the home page. */
export const winnerBoard = defineCall({
  id: 'content.winnerBoard',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  query: z.object({
    gameCategory: z.string().max(16).optional(),
    language: z.string().max(8).optional(),
    limitNum: queryInt.min(1).max(100).default(20),
  }),
  value: z.object({
    list: z.array(
      z.object({
        userName: z.string(),
        gameName: z.string(),
        gameCategory: z.string(),
        winAmount: z.number(),
        wonAt: isoTime,
      }),
    ),
  }),
  evidence: 'E',
});

export type WinnerBoardValue = z.infer<typeof winnerBoard.value>;
export type Winner = WinnerBoardValue['list'][number];

/** Activity statuses (SPEC.md section 3). */
export const activityStatus = z.enum([
  'Applying',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
  'Close',
]);

export const promotion = z.object({
  id: z.number().int(),
  /** E.g. APP_DOWNLOAD (drives the gift icon) or REFERRAL (enables invite friends). */
  promotionKey: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().optional(),
  startDate: isoTime.optional(),
  endDate: isoTime.optional(),
  /** The member's standing in it; absent while they have not joined it (and for guests). */
  status: activityStatus.optional(),
  /** The activity page's tab it is listed under (DEPOSIT, REBATE, ...). */
  category: z.string().max(32).optional(),
  /** What claiming it credits, in the member's currency; set once the reward is Issued. */
  rewardAmount: z.number().min(0).optional(),
});

export type Promotion = z.infer<typeof promotion>;

/** The promotions on offer; guests get the public ones. Our definition (I). */
export const promotions = defineCall({
  id: 'content.promotions',
  method: 'GET',
  path: '/wps/relay/ACTFE_getPromotions',
  value: z.array(promotion),
  evidence: 'I',
});

/** Rewards the member may claim: the reward centre's badge. Our definition (I). */
export const unclaimedRewards = defineCall({
  id: 'content.unclaimedRewards',
  method: 'GET',
  path: '/wps/relay/ACTFE_getUnclaimedCount',
  value: z.object({ count: z.number().int().min(0) }),
  needsToken: true,
  evidence: 'I',
});

/** A whole number, or its digits as a multipart field carries it. */
const wireInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
]);

/**
 * Applies for a promotion, with an optional comment of at most 140 characters and up to
 * MAX_PROMOTION_IMAGES png or jpg images of at most MAX_PROMOTION_IMAGE_BYTES each, sent as
 * multipart file parts named PROMOTION_IMAGE_FIELD (upload-limits.ts); the platform checks each
 * image's type by its first bytes. Our definition (I).
 */
export const applyPromotion = defineCall({
  id: 'content.applyPromotion',
  method: 'POST',
  path: '/wps/relay/ACTFE_applyPromotion',
  body: z.object({ promotionId: wireInt, comment: z.string().max(140).optional() }),
  value: z.object({
    status: activityStatus,
    /** The stored images' ids: each is served back to its owner only. */
    imageIds: z.array(z.string()).max(3).optional(),
  }),
  errors: [
    'promotion.not.available',
    'promotion.already.applied',
    'promotion.image.type',
    'promotion.image.size',
    'promotion.image.count',
  ],
  needsToken: true,
  bodyEncoding: 'multipart',
  evidence: 'I',
});

/**
 * Claims an Issued reward: the platform credits its amount to the balance through the ledger and
 * the promotion becomes Claimed. Our definition (I).
 */
export const claimReward = defineCall({
  id: 'content.claimReward',
  method: 'POST',
  path: '/wps/relay/ACTFE_claimReward',
  body: z.object({ promotionId: z.number().int() }),
  value: z.object({ status: z.literal('Claimed'), amount: z.number().min(0) }),
  errors: ['promotion.not.claimable'],
  needsToken: true,
  evidence: 'I',
});
