import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, startTestPlatform, type TestPlatform } from '../testing/harness';

describe('smoke', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => platform.close());

  it('logs in', async () => {
    const token = await loginToken(platform.app, 'demo01', 'Demo1234!');
    const info = await platform.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: token },
    });
    expect(info.json()).toMatchObject({ success: true, value: { account: 'demo01' } });
    const list = await platform.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList?merchant=demo&pageNo=2&pageSize=10',
    });
    expect(list.statusCode, list.body).toBe(200);
  });
});
