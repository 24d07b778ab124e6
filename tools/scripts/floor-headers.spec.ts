import { describe, expect, it } from 'vitest';
import { pageHeadersOf } from './floor-headers.mjs';

describe('pageHeadersOf', () => {
  it('keeps the policies a page is served with and drops what describes its file', () => {
    expect(
      pageHeadersOf({
        'content-security-policy': "default-src 'self'",
        'cross-origin-opener-policy': 'same-origin',
        'x-frame-options': 'SAMEORIGIN',
        'content-type': 'text/html; charset=utf-8',
        'content-length': '1206',
        'content-encoding': 'br',
        'cache-control': 'no-cache',
        etag: '"abc"',
        'last-modified': 'Sun, 29 Nov 2026 02:33:00 GMT',
        vary: 'accept-encoding',
        date: 'Sun, 29 Nov 2026 03:00:00 GMT',
        connection: 'keep-alive',
        'set-cookie': ['a=1', 'b=2'],
        'x-absent': undefined,
      }),
    ).toEqual({
      'content-security-policy': "default-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'x-frame-options': 'SAMEORIGIN',
      'set-cookie': ['a=1', 'b=2'],
    });
  });
});
