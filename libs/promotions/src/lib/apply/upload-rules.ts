/** The application's limits (SPEC.md section 5): the platform enforces the same ones. */
export const MAX_COMMENT_LENGTH = 140;
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** png or jpg only: the picker offers these, and a file dropped in by other means is checked. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/** Why a picked file is not taken. */
export type ImageRefusal = 'type' | 'size' | 'count';

export interface PickedImages {
  /** The files taken, in the order picked. */
  accepted: File[];
  /** The first reason a file was left out, if one was. */
  refusal: ImageRefusal | null;
}

/**
 * Which of the picked files join the `held` ones: png or jpg by both type and name, at most 5 MB
 * each, at most 3 in all. Checked before anything is uploaded.
 */
export function pickImages(held: number, files: readonly File[]): PickedImages {
  const accepted: File[] = [];
  let refusal: ImageRefusal | null = null;
  for (const file of files) {
    const problem: ImageRefusal | null =
      !IMAGE_TYPES.has(file.type) || !IMAGE_NAME.test(file.name)
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
