import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, pickImages } from './upload-rules';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

/** A file of `size` bytes starting with `head`. */
const file = (name: string, type: string, head: readonly number[], size = 1024) => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
};

describe('pickImages', () => {
  it('takes png and jpg files of at most 5 MB', async () => {
    const png = file('receipt.png', 'image/png', PNG_HEAD, MAX_IMAGE_BYTES);
    const jpg = file('photo.JPG', 'image/jpeg', JPG_HEAD);
    expect(await pickImages(0, [png, jpg])).toEqual({ accepted: [png, jpg], refusal: null });
  });

  it('judges the type by the first bytes, not by the name or the declared type', async () => {
    const disguised = file('receipt.png', 'image/png', [...new TextEncoder().encode('<svg>')]);
    const gif = file('anim.gif', 'image/gif', [...new TextEncoder().encode('GIF89a')]);
    const empty = file('empty.png', 'image/png', [], 0);
    expect(await pickImages(0, [disguised, gif, empty])).toEqual({
      accepted: [],
      refusal: 'type',
    });
    const unnamed = file('IMG_0001', '', JPG_HEAD);
    expect(await pickImages(0, [unnamed])).toEqual({ accepted: [unnamed], refusal: null });
  });

  it('refuses a file over 5 MB and keeps the others', async () => {
    const big = file('big.png', 'image/png', PNG_HEAD, MAX_IMAGE_BYTES + 1);
    const small = file('small.png', 'image/png', PNG_HEAD);
    expect(await pickImages(0, [big, small])).toEqual({ accepted: [small], refusal: 'size' });
  });

  it('takes no more than 3 images in all', async () => {
    const files = ['a', 'b', 'c'].map((name) => file(`${name}.png`, 'image/png', PNG_HEAD));
    expect(await pickImages(1, files)).toEqual({ accepted: files.slice(0, 2), refusal: 'count' });
    expect(await pickImages(3, files.slice(0, 1))).toEqual({ accepted: [], refusal: 'count' });
  });
});
