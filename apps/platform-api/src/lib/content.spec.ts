import { content, successEnvelope } from '@mweb/api-contract';
import { decryptCustomerServicePath } from '@mweb/api-contract/cipher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, startTestPlatform, type TestPlatform } from '../testing/harness';

describe('site content', () => {
  let platform: TestPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await startTestPlatform();
    token = await loginToken(platform.app, 'demo01', 'Demo1234!');
  });
  afterAll(async () => platform.close());

  const announcements = async (query: string, as?: string) => {
    const response = await platform.app.inject({
      method: 'GET',
      url: `/wps/relay/CCSFE_getListAnnouncements?platform=M&merchantCode=demo&${query}`,
      ...(as ? { headers: { authorization: as } } : {}),
    });
    return successEnvelope(content.announcements.value).parse(response.json()).value;
  };

  it('groups banners by m_home and m_live, each with an image the platform serves', async () => {
    const home = await announcements('types=B&groupName=m_home');
    const live = await announcements('types=B&groupName=m_live');
    expect(home.length).toBeGreaterThan(0);
    expect(live.length).toBeGreaterThan(0);
    expect(home.every((banner) => banner.groupName === 'm_home' && banner.type === 'B')).toBe(true);
    const image = await platform.app.inject({
      method: 'GET',
      url: home[0]?.announcementImages[0] ?? '/x',
    });
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('keeps the read state per member and counts the unread', async () => {
    const unread = async () =>
      (
        await platform.app.inject({
          method: 'GET',
          url: '/wps/relay/CCSFE_getUnreadCount',
          headers: { authorization: token },
        })
      ).json<{ value: { announcementUnreadCount: number } }>().value.announcementUnreadCount;
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    const [first] = await announcements('types=PL', token);
    expect(first?.read).toBe(false);
    expect(first?.content).toMatch(/^<h3>/);
    await platform.app.inject({
      method: 'POST',
      url: '/wps/relay/CCSFE_markAnnouncementRead',
      headers: { authorization: token },
      payload: { announcementId: first?.id, read: true },
    });
    expect((await announcements('types=PL', token))[0]?.read).toBe(true);
    expect((await announcements('types=PL'))[0]?.read).toBe(false);
    expect(await unread()).toBe(before - 1);
  });

  it('answers popups with executions A, B and F', async () => {
    const popups = await announcements('types=PU');
    expect(new Set(popups.map((popup) => popup.execution).filter(Boolean))).toEqual(
      new Set(['A', 'B', 'F']),
    );
  });

  it('encrypts the type 3 customer-service path so that the contract helper opens it', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/v2/system/status?device=MOBILE',
    });
    const status = successEnvelope(content.systemStatus.value).parse(response.json()).value;
    const vip = status.info.customerService.find((entry) => entry.csType === '3');
    const url = decryptCustomerServicePath(vip?.path ?? '');
    expect(url).toBe('/platform/chat/vip');
    expect((await platform.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('answers the help centre with sub-items and the winner board by amount', async () => {
    const help = await platform.app.inject({
      method: 'GET',
      url: '/wps/system/helpCenter?lang=EN&device=MOBILE',
    });
    const articles = successEnvelope(content.helpCenter.value).parse(help.json()).value;
    expect(articles.length).toBeGreaterThanOrEqual(4);
    expect(articles.every((article) => article.children.length > 0)).toBe(true);
    const agreement = articles.find((article) => article.title === 'User agreement');
    expect(agreement?.children.length).toBeGreaterThanOrEqual(3);
    const board = await platform.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList?limitNum=10',
    });
    const list = successEnvelope(content.winnerBoard.value).parse(board.json()).value.list;
    expect(list).toHaveLength(10);
    expect(list.map((row) => row.winAmount)).toEqual(
      [...list.map((row) => row.winAmount)].sort((a, b) => b - a),
    );
  });

  it("puts members' winning bets on the winner board with their names masked", async () => {
    const board = await platform.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList?limitNum=100',
    });
    const list = successEnvelope(content.winnerBoard.value).parse(board.json()).value.list;
    // demo01's settled bets that paid more than their stake, under a name no one can read whole.
    const demoWins = list.filter((row) => row.userName === 'd***01');
    expect(demoWins.length).toBeGreaterThan(0);
    expect(demoWins.every((row) => row.winAmount > 0)).toBe(true);
    expect(list.some((row) => row.userName === 'demo01')).toBe(false);
  });

  it('lists countries with their dialing codes', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/wps/system/country' });
    const countries = response.json<{ value: { code: string; dialingCode: string }[] }>().value;
    expect(countries.find((country) => country.code === 'VN')?.dialingCode).toBe('84');
  });
});
