import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, pickImages } from './upload-rules';

const file = (name: string, type: string, size = 1024) =>
  new File([new Uint8Array(size)], name, { type });

describe('pickImages', () => {
  it('takes png and jpg files of at most 5 MB', () => {
    const png = file('receipt.png', 'image/png', MAX_IMAGE_BYTES);
    const jpg = file('photo.JPG', 'image/jpeg');
    expect(pickImages(0, [png, jpg])).toEqual({ accepted: [png, jpg], refusal: null });
  });

  it('refuses another type, even when named like an image', () => {
    const gif = file('anim.gif', 'image/gif');
    const disguised = file('script.png', 'text/html');
    const svg = file('logo.svg', 'image/svg+xml');
    expect(pickImages(0, [gif, disguised, svg])).toEqual({ accepted: [], refusal: 'type' });
  });

  it('refuses a file over 5 MB and keeps the others', () => {
    const big = file('big.png', 'image/png', MAX_IMAGE_BYTES + 1);
    const small = file('small.png', 'image/png');
    expect(pickImages(0, [big, small])).toEqual({ accepted: [small], refusal: 'size' });
  });

  it('takes no more than 3 images in all', () => {
    const files = ['a', 'b', 'c'].map((name) => file(`${name}.png`, 'image/png'));
    expect(pickImages(1, files)).toEqual({ accepted: files.slice(0, 2), refusal: 'count' });
    expect(pickImages(3, files.slice(0, 1))).toEqual({ accepted: [], refusal: 'count' });
  });
});
