import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

describe('the country flags of the image CDN', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => platform.close());

  it('draws each seeded country, rectangle or circle, and finds nothing else', async () => {
    for (const shape of ['RECT', 'CIRCLE']) {
      const flag = await platform.app.inject({
        method: 'GET',
        url: `/TCG_PROD_IMAGES/COUNTRY_FLAG/${shape}/VN.svg`,
      });
      expect(flag.statusCode).toBe(200);
      expect(flag.headers['content-type']).toContain('image/svg+xml');
      expect(flag.body).toMatch(/^<svg /);
    }
    for (const url of ['RECT/XX.svg', 'RECT/vn.svg', 'SQUARE/VN.svg', 'RECT/..%2FVN.svg']) {
      const missing = await platform.app.inject({
        method: 'GET',
        url: `/TCG_PROD_IMAGES/COUNTRY_FLAG/${url}`,
      });
      expect(missing.statusCode, url).toBe(404);
    }
  });
});
