import { describe, expect, it } from 'vitest';
import { login, register } from './account';
import { gameList, launchGame } from './games';
import { storageShapes } from './storage-shapes';
import { balance } from './wallet';

describe('request schemas', () => {
  it('reads a username login and refuses one without a method or device id', () => {
    expect(
      login.body.safeParse({
        username: 'demo01',
        password: 'x',
        type: 'username',
        loginDeviceId: 'd-1',
      }).success,
    ).toBe(true);
    expect(
      login.body.safeParse({ username: 'demo01', password: 'x', loginDeviceId: 'd-1' }).success,
    ).toBe(false);
    expect(
      login.body.safeParse({ username: 'demo01', password: 'x', type: 'username' }).success,
    ).toBe(false);
  });

  it('keeps captchas numeric and at most 16 digits', () => {
    const base = { username: 'demo01', password: 'x', type: 'username', loginDeviceId: 'd-1' };
    expect(login.body.safeParse({ ...base, captcha: '123456' }).success).toBe(true);
    expect(login.body.safeParse({ ...base, captcha: '12a456' }).success).toBe(false);
    expect(login.body.safeParse({ ...base, captcha: '1'.repeat(17) }).success).toBe(false);
  });

  it('fills the registration defaults the gateway expects', () => {
    const parsed = register.body.parse({
      username: 'newbie',
      password: 'Secret123',
      registerUrl: 'localhost',
      registerMethod: 'H5',
      loginDeviceId: 'd-1',
    });
    expect(parsed).toMatchObject({ type: 0, login: true });
  });

  it('reads game list paging from a query string and refuses nonsense', () => {
    expect(gameList.query.parse({ merchant: 'demo', pageNo: '2', pageSize: '25' })).toMatchObject({
      pageNo: 2,
      pageSize: 25,
      clientType: 2,
      platform: 'html5',
    });
    expect(gameList.query.safeParse({ merchant: 'demo', pageNo: '0' }).success).toBe(false);
    expect(gameList.query.safeParse({ merchant: 'demo', pageNo: 'two' }).success).toBe(false);
    expect(gameList.query.safeParse({ merchant: 'demo', pageSize: '5000' }).success).toBe(false);
  });

  it('tells a general launch from a lottery launch by launchMode, and refuses a launch without one', () => {
    expect(
      launchGame.query.parse({ launchMode: 'GLS', gameId: 'g1', nodeId: 'n1', vassalage: 'PG' }),
    ).toMatchObject({
      launchMode: 'GLS',
      accountType: 1,
    });
    expect(
      launchGame.query.parse({
        launchMode: 'LOTT',
        lottoArea: 'VN',
        lottoPrizeMode: 'ModeElott',
        lottoView: 'lobby',
        device: 'MOBILE',
      }),
    ).toMatchObject({ launchMode: 'LOTT' });
    expect(
      launchGame.query.safeParse({ gameId: 'g1', nodeId: 'n1', vassalage: 'PG' }).success,
    ).toBe(false);
  });
});

describe('response schemas', () => {
  it('defaults the currency to CNY and ￥', () => {
    expect(balance.value.parse({ sumBalance: 12345.67, balance: [] })).toMatchObject({
      currency: 'CNY',
      currencySymbol: '￥',
    });
  });
});

describe('storage shapes', () => {
  it('reads a stored session and refuses one without a token', () => {
    const schema = storageShapes.MC_SESSION_INFO.schema;
    expect(
      schema.safeParse({ token: 't', userName: 'demo01', merchantCode: 'demo', type: 0 }).success,
    ).toBe(true);
    expect(schema.safeParse({ userName: 'demo01', merchantCode: 'demo', type: 0 }).success).toBe(
      false,
    );
  });

  it('keeps lottery favourites per user name', () => {
    expect(storageShapes.LOTTFAV.schema.safeParse({ demo01: ['VN_HCM'], vip01: [] }).success).toBe(
      true,
    );
    expect(storageShapes.LOTTFAV.schema.safeParse(['VN_HCM']).success).toBe(false);
  });
});
