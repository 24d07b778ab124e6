import { messages, successEnvelope } from '@mweb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, startTestPlatform, type TestPlatform } from '../testing/harness';

describe('inbox and chat', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => platform.close());

  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    platform.app.inject({
      method,
      url,
      headers: { authorization: token },
      ...(payload ? { payload } : {}),
    });
  const inbox = async (token: string) =>
    successEnvelope(messages.inboxList.value).parse(
      (await call('GET', '/wps/relay/EMFE_getInboxList?pageNo=1&pageSize=20', token)).json(),
    ).value.content;
  const inboxUnread = async (token: string) =>
    successEnvelope(messages.inboxUnreadCount.value).parse(
      (await call('GET', '/wps/relay/EMFE_getInboxUnreadCount', token)).json(),
    ).value;
  const chatUnread = async (token: string) =>
    successEnvelope(messages.chatUnreadCount.value).parse(
      (await call('GET', '/wps/relay/CBS_unreadCount', token)).json(),
    ).value.unReadCount;
  const launchChat = async (token: string) =>
    successEnvelope(messages.launchChat.value).parse(
      (await call('GET', '/wps/relay/CBS_launchChat?b2c=1&language=EN', token)).json(),
    ).value.chatUrl;
  const newAccount = async () =>
    (await platform.app.inject({ method: 'POST', url: '/dev/accounts', payload: {} })).json<{
      value: { id: number; token: string };
    }>().value;

  it('greets every new account with one unread message', async () => {
    const account = await newAccount();
    const rows = await inbox(account.token);
    expect(rows).toEqual([expect.objectContaining({ title: 'Welcome to mweb', read: false })]);
    expect(await inboxUnread(account.token)).toBe(1);
  });

  it('seeds the demo player several messages, read and unread', async () => {
    const token = await loginToken(platform.app, 'demo01', 'Demo1234!');
    const rows = await inbox(token);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.some((row) => row.read)).toBe(true);
    expect(await inboxUnread(token)).toBe(rows.filter((row) => !row.read).length);
  });

  it('lowers the unread count when a message is read or an unread one deleted', async () => {
    const account = await newAccount();
    for (const title of ['One', 'Two']) {
      await platform.app.inject({
        method: 'POST',
        url: '/dev/inbox',
        payload: { memberId: account.id, title },
      });
    }
    expect(await inboxUnread(account.token)).toBe(3);
    const [newest, second] = await inbox(account.token);
    expect(newest?.title).toBe('Two');
    const read = await call('POST', '/wps/relay/EMFE_markInboxRead', account.token, {
      id: newest?.id,
    });
    expect(read.statusCode).toBe(200);
    expect(await inboxUnread(account.token)).toBe(2);
    // Reading it again changes nothing.
    await call('POST', '/wps/relay/EMFE_markInboxRead', account.token, { id: newest?.id });
    expect(await inboxUnread(account.token)).toBe(2);
    await call('DELETE', '/wps/relay/EMFE_deleteInbox', account.token, { id: second?.id });
    expect(await inboxUnread(account.token)).toBe(1);
  });

  it('refuses to read or delete another member’s message', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const [welcome] = await inbox(owner.token);
    const read = await call('POST', '/wps/relay/EMFE_markInboxRead', other.token, {
      id: welcome?.id,
    });
    expect(read.statusCode).toBe(404);
    expect(await inboxUnread(owner.token)).toBe(1);
  });

  it('counts the chat messages its page has not shown, and showing them clears the count', async () => {
    const account = await newAccount();
    expect(await chatUnread(account.token)).toBe(0);
    const sent = await platform.app.inject({
      method: 'POST',
      url: '/dev/chat',
      payload: { memberId: account.id, body: 'Your <b>limit</b> was raised' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await chatUnread(account.token)).toBe(1);

    const url = await launchChat(account.token);
    // The room's key names no member (it is random: a digit run of the id may well occur in
    // it, so what is checked is that it is not the id, in decimal or in hex), and the same
    // member keeps one room.
    expect(url).toMatch(/^\/platform\/chat\/[0-9a-f]{32}$/);
    const room = url.slice('/platform/chat/'.length);
    expect(room).not.toBe(String(account.id));
    expect(Number.parseInt(room, 16)).not.toBe(account.id);
    expect(await launchChat(account.token)).toBe(url);
    expect(await launchChat((await newAccount()).token)).not.toBe(url);

    const chatPage = await platform.app.inject({ method: 'GET', url });
    expect(chatPage.statusCode).toBe(200);
    // The agent's words are shown as text, never as markup.
    expect(chatPage.body).toContain('Your &#60;b&#62;limit&#60;/b&#62; was raised');
    expect(chatPage.body).not.toContain('<b>limit');
    expect(await chatUnread(account.token)).toBe(0);

    await platform.app.inject({
      method: 'POST',
      url: '/dev/chat',
      payload: { memberId: account.id },
    });
    expect(await chatUnread(account.token)).toBe(1);
    await platform.app.inject({ method: 'GET', url });
    expect(await chatUnread(account.token)).toBe(0);
  });

  it('seeds the demo player one chat message not yet shown', async () => {
    const token = await loginToken(platform.app, 'demo01', 'Demo1234!');
    expect(await chatUnread(token)).toBe(1);
  });

  it('sends a chat message only to a named member', async () => {
    const bad = await platform.app.inject({ method: 'POST', url: '/dev/chat', payload: {} });
    expect(bad.statusCode).toBe(400);
    const remote = await platform.app.inject({
      method: 'POST',
      url: '/dev/chat',
      payload: { memberId: 1 },
      remoteAddress: '192.168.1.20',
    });
    expect(remote.statusCode).toBe(404);
  });

  it('keeps the operator’s fixed service rooms a plain page', async () => {
    const room = await platform.app.inject({ method: 'GET', url: '/platform/chat/vip' });
    expect(room.statusCode).toBe(200);
    expect(room.body).toContain('Room vip');
  });
});
