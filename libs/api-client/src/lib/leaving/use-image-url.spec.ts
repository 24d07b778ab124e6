import { describe, expect, it } from 'vitest';
import { imagePolicyOf, trustedImageUrl } from './url-policy';

const site = {
  gatewayOrigin: 'https://brand.example',
  launchGameCdns: ['games.cdn.example'],
  trustedHosts: ['chat.brand.example'],
  imageCdn: 'https://img.cdn.example/',
};

describe('the pictures the server names', () => {
  const policy = imagePolicyOf(site);

  it("loads the platform's paths and URLs, and the allowed hosts' with the image CDN", () => {
    expect(trustedImageUrl('/media/avatars/avatar1.svg', policy)).toBe(
      '/media/avatars/avatar1.svg',
    );
    expect(trustedImageUrl('https://brand.example/media/a.png', policy)).toBe(
      'https://brand.example/media/a.png',
    );
    expect(trustedImageUrl('https://img.cdn.example/a.png', policy)).toBe(
      'https://img.cdn.example/a.png',
    );
    expect(trustedImageUrl('https://games.cdn.example/a.png', policy)).toBe(
      'https://games.cdn.example/a.png',
    );
  });

  it('loads nothing from a foreign host, a script, a protocol-relative or malformed address', () => {
    for (const raw of [
      'https://tracker.example/pixel.png',
      '//tracker.example/a.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://img.cdn.example/a.png',
      'https://user:pw@img.cdn.example/a.png',
      '',
      undefined,
      42,
    ]) {
      expect(trustedImageUrl(raw, policy), String(raw)).toBeUndefined();
    }
  });

  it('allows no image CDN when the site names none', () => {
    expect(
      trustedImageUrl('https://img.cdn.example/a.png', imagePolicyOf({ ...site, imageCdn: null })),
    ).toBeUndefined();
  });
});
