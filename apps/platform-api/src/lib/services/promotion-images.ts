import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PromotionImageType } from '@mweb/api-contract';
import type { Platform } from './platform';

/** An image an application carries, checked (type by its first bytes, size) and held in memory. */
export interface ReceivedImage {
  type: PromotionImageType;
  bytes: Buffer;
}

/** A stored image's id: random, so a name says nothing and cannot be guessed or climb folders. */
const ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Writes the images under the uploads folder by generated names and records whose they are;
 * returns their ids. A file written before a failure is removed again.
 */
export async function storePromotionImages(
  platform: Platform,
  memberId: number,
  promotionId: number,
  images: readonly ReceivedImage[],
): Promise<string[]> {
  if (images.length === 0) return [];
  await mkdir(platform.uploadsDir, { recursive: true });
  const ids: string[] = [];
  try {
    for (const image of images) {
      const id = randomBytes(16).toString('hex');
      await writeFile(join(platform.uploadsDir, id), image.bytes, { flag: 'wx' });
      ids.push(id);
      await platform.db
        .insertInto('promotion_images')
        .values({
          id,
          member_id: memberId,
          promotion_id: promotionId,
          content_type: image.type,
          size_bytes: image.bytes.length,
          created_at: platform.now(),
        })
        .execute();
    }
  } catch (error) {
    await Promise.all(ids.map((id) => rm(join(platform.uploadsDir, id), { force: true })));
    throw error;
  }
  return ids;
}

/** The member's own image by id, with its type; undefined for anyone else's or an unknown id. */
export async function findOwnPromotionImage(
  platform: Platform,
  memberId: number,
  id: string,
): Promise<{ type: string; bytes: Buffer } | undefined> {
  if (!ID_PATTERN.test(id)) return undefined;
  const row = await platform.db
    .selectFrom('promotion_images')
    .select(['content_type'])
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    return { type: row.content_type, bytes: await readFile(join(platform.uploadsDir, id)) };
  } catch {
    // The row outlived its file (a data folder wiped by hand): nothing to serve.
    return undefined;
  }
}
