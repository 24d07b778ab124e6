import {
  IMAGE_SNIFF_BYTES,
  MAX_PROMOTION_IMAGE_BYTES,
  MAX_PROMOTION_IMAGES,
  sniffImageType,
} from '@mweb/api-client';

/** The application's limits (SPEC.md section 5): the platform enforces the same ones. */
export const MAX_COMMENT_LENGTH = 140;
export const MAX_IMAGES = MAX_PROMOTION_IMAGES;
export const MAX_IMAGE_BYTES = MAX_PROMOTION_IMAGE_BYTES;
/** png or jpg only: the picker offers these, and every picked file is checked by its bytes. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** Why a picked file is not taken. */
export type ImageRefusal = 'type' | 'size' | 'count';

export interface PickedImages {
  /** The files taken, in the order picked. */
  accepted: File[];
  /** The first reason a file was left out, if one was. */
  refusal: ImageRefusal | null;
}

/** Whether the file's first bytes are a png's or a jpg's, whatever its name says. */
async function isImage(file: File): Promise<boolean> {
  const head = await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer();
  return sniffImageType(new Uint8Array(head)) !== undefined;
}

/**
 * Which of the picked files join the `held` ones: png or jpg by their first bytes, at most 5 MB
 * each, at most 3 in all. Checked before anything is uploaded.
 */
export async function pickImages(held: number, files: readonly File[]): Promise<PickedImages> {
  const accepted: File[] = [];
  let refusal: ImageRefusal | null = null;
  for (const file of files) {
    const problem: ImageRefusal | null = !(await isImage(file))
      ? 'type'
      : file.size > MAX_IMAGE_BYTES
        ? 'size'
        : held + accepted.length >= MAX_IMAGES
          ? 'count'
          : null;
    if (problem) refusal ??= problem;
    else accepted.push(file);
  }
  return { accepted, refusal };
}
