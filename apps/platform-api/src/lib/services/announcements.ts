import type { Platform } from './platform';

type Db = Pick<Platform, 'db'>;

/** Announcements of these types running at `now`, of one group when given, in display order. */
export async function listRunningAnnouncements(
  platform: Db,
  filter: { types: string[]; groupName?: string | undefined; now: number },
) {
  let select = platform.db
    .selectFrom('announcements')
    .selectAll()
    .where('type', 'in', filter.types)
    .where('start_date', '<=', filter.now)
    .where('end_date', '>', filter.now);
  if (filter.groupName) select = select.where('group_name', '=', filter.groupName);
  return select.orderBy('sort').execute();
}

/** Announcements of these types, whatever their dates, in display order; at most `limit`. */
export async function listAnnouncementsOfTypes(platform: Db, types: string[], limit?: number) {
  const select = platform.db
    .selectFrom('announcements')
    .selectAll()
    .where('type', 'in', types)
    .orderBy('sort');
  return (limit === undefined ? select : select.limit(limit)).execute();
}

/** The title of an announcement (a banner's is drawn on its image), or undefined. */
export async function findAnnouncementTitle(platform: Db, id: number) {
  const row = await platform.db
    .selectFrom('announcements')
    .select('title')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.title;
}

/** The ids of the announcements the member has read; none for a guest. */
export async function readAnnouncementIds(
  platform: Db,
  memberId: number | undefined,
): Promise<Set<number>> {
  if (memberId === undefined) return new Set();
  const rows = await platform.db
    .selectFrom('announcement_reads')
    .select('announcement_id')
    .where('member_id', '=', memberId)
    .execute();
  return new Set(rows.map((row) => row.announcement_id));
}

export async function markAnnouncementRead(
  platform: Db,
  memberId: number,
  announcementId: number,
): Promise<void> {
  await platform.db
    .insertInto('announcement_reads')
    .values({ member_id: memberId, announcement_id: announcementId })
    .onConflict((conflict) => conflict.columns(['member_id', 'announcement_id']).doNothing())
    .execute();
}

/** The member's applications by promotion id; none for a guest. */
export async function promotionApplications(platform: Db, memberId: number | undefined) {
  if (memberId === undefined)
    return new Map<number, { status: string; reward_cents: number | null }>();
  const rows = await platform.db
    .selectFrom('promotion_applications')
    .select(['promotion_id', 'status', 'reward_cents'])
    .where('member_id', '=', memberId)
    .execute();
  return new Map(rows.map((row) => [row.promotion_id, row]));
}

export async function applyForPromotion(
  platform: Pick<Platform, 'db' | 'now'>,
  memberId: number,
  promotionId: number,
  comment: string | undefined,
): Promise<void> {
  await platform.db
    .insertInto('promotion_applications')
    .values({
      member_id: memberId,
      promotion_id: promotionId,
      status: 'Applying',
      comment: comment ?? null,
      created_at: platform.now(),
    })
    .execute();
}

/**
 * Marks an Issued reward Claimed and returns its amount in cents, or undefined when there is no
 * such reward left to claim. One conditional UPDATE, so a double tap cannot claim twice.
 */
export async function claimPromotionReward(
  platform: Pick<Platform, 'db' | 'now'>,
  memberId: number,
  promotionId: number,
): Promise<number | undefined> {
  const claimed = await platform.db
    .updateTable('promotion_applications')
    .set({ status: 'Claimed', claimed_at: platform.now() })
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .where('status', '=', 'Issued')
    .returning('reward_cents')
    .executeTakeFirst();
  return claimed ? (claimed.reward_cents ?? 0) : undefined;
}

/** Issues a reward of a promotion to a member (the operator's side), replacing any application. */
export async function issuePromotionReward(
  platform: Platform,
  memberId: number,
  promotionId: number,
  rewardCents: number,
): Promise<void> {
  await platform.db
    .deleteFrom('promotion_applications')
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .execute();
  await platform.db
    .insertInto('promotion_applications')
    .values({
      member_id: memberId,
      promotion_id: promotionId,
      status: 'Issued',
      reward_cents: rewardCents,
      created_at: platform.now(),
    })
    .execute();
}
