// The limits of a promotion application's images (SPEC.md section 5), zod-free so that the client
// checks a picked file by the same rules the platform enforces on the upload.

/** At most this many images per application. */
export const MAX_PROMOTION_IMAGES = 3;
/** At most 5 MB each. */
export const MAX_PROMOTION_IMAGE_BYTES = 5 * 1024 * 1024;
/** A head icon of the member's own: one picture, png or jpg, at most 5 MB (SPEC.md section 5). */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** The multipart field the images travel in. */
export const PROMOTION_IMAGE_FIELD = 'images';

/** The image types an application takes: png and jpg only. */
export type PromotionImageType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** How many leading bytes {@link sniffImageType} needs. */
export const IMAGE_SNIFF_BYTES = PNG_SIGNATURE.length;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * The image type a file's first bytes show, whatever its name or declared type says: a script
 * named `photo.png` is not an image.
 */
export function sniffImageType(bytes: Uint8Array): PromotionImageType | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return undefined;
}
