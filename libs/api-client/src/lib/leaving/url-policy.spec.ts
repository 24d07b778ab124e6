import { describe, expect, it } from 'vitest';
import { hostOf, hostsOf, judgeUrl, urlPolicyOf, type UrlPolicy } from './url-policy';

const policy: UrlPolicy = {
  platformOrigin: 'https://brand.example',
  allowedHosts: ['games.cdn.example', 'chat.brand.example:8443'],
};

const kindOf = (raw: unknown, under: UrlPolicy = policy) => judgeUrl(raw, under).kind;

describe('judgeUrl', () => {
  it('resolves the gateway’s relative paths against the platform’s origin', () => {
    const verdict = judgeUrl('/platform/chat/3?lang=en', policy);
    expect(verdict.kind).toBe('platform');
    expect(verdict.kind === 'platform' && verdict.url.href).toBe(
      'https://brand.example/platform/chat/3?lang=en',
    );
  });

  it('trusts the platform’s origin, allow-listed hosts, and tells other https hosts apart', () => {
    expect(kindOf('https://brand.example/m/activity')).toBe('platform');
    expect(kindOf('https://GAMES.cdn.example/launch?t=1')).toBe('allowed');
    expect(kindOf('https://chat.brand.example:8443/room')).toBe('allowed');
    // The same host on another port is another host.
    expect(kindOf('https://chat.brand.example/room')).toBe('foreign');
    const foreign = judgeUrl('https://evil.example/', policy);
    expect(foreign).toMatchObject({ kind: 'foreign', host: 'evil.example' });
  });

  it('names the real host of a host made to look like ours', () => {
    expect(judgeUrl('http://127.0.0.1.evil.example/', policy)).toEqual({
      kind: 'refused',
      reason: 'scheme',
    });
    expect(judgeUrl('https://brand.example.evil.example/', policy)).toMatchObject({
      kind: 'foreign',
      host: 'brand.example.evil.example',
    });
  });

  it.each([
    ['javascript:alert(1)', 'scheme'],
    ['JavaScript:alert(1)', 'scheme'],
    ['  javascript:alert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['vbscript:msgbox(1)', 'scheme'],
    ['http://evil.example/', 'scheme'],
    ['ftp://brand.example/file', 'scheme'],
    ['//evil.example/', 'ambiguous'],
    ['/\\evil.example/', 'ambiguous'],
    ['\\\\evil.example', 'ambiguous'],
    ['https:evil.example', 'ambiguous'],
    ['https:/evil.example', 'ambiguous'],
    ['https://brand.example\\@evil.example/', 'ambiguous'],
    ['https://user:secret@brand.example/', 'credentials'],
    ['https://brand.example@evil.example/', 'credentials'],
    ['java\tscript:alert(1)', 'malformed'],
    ['https://brand.exa\nmple/', 'malformed'],
    ['', 'malformed'],
    ['evil.example', 'malformed'],
    ['https://', 'ambiguous'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(judgeUrl(raw, policy)).toEqual({ kind: 'refused', reason });
  });

  it('refuses what is not a string', () => {
    expect(kindOf(undefined)).toBe('refused');
    expect(kindOf(42)).toBe('refused');
    expect(kindOf({ href: 'https://brand.example' })).toBe('refused');
  });

  it('lets plain http through only on the platform’s own origin, as in development', () => {
    const development: UrlPolicy = { platformOrigin: 'http://127.0.0.1:4300', allowedHosts: [] };
    expect(kindOf('http://127.0.0.1:4300/platform/game/1', development)).toBe('platform');
    expect(kindOf('/platform/game/1', development)).toBe('platform');
    expect(kindOf('http://127.0.0.1:4301/platform/game/1', development)).toBe('refused');
  });
});

describe('hostsOf', () => {
  it('reads hosts from origins, URLs and bare names, and drops blanks and junk', () => {
    expect(
      hostsOf([
        'https://Games.CDN.example/',
        'chat.example:8443',
        '',
        '  ',
        'https://games.cdn.example',
      ]),
    ).toEqual(['games.cdn.example', 'chat.example:8443']);
    expect(hostOf('http://[bad')).toBeNull();
  });
});

describe('urlPolicyOf', () => {
  it('trusts the game CDNs and the operator’s hosts, on the gateway’s origin or else the page’s', () => {
    const site = {
      gatewayOrigin: '',
      launchGameCdns: ['https://games.cdn.example', ''],
      trustedHosts: ['chat.example', ''],
    };
    expect(urlPolicyOf(site, 'https://brand.example')).toEqual({
      platformOrigin: 'https://brand.example',
      allowedHosts: ['games.cdn.example', 'chat.example'],
    });
    expect(urlPolicyOf({ ...site, gatewayOrigin: 'http://gateway.test' }).platformOrigin).toBe(
      'http://gateway.test',
    );
  });

  it('sends a live chat only to the platform or the operator’s hosts, never to a game CDN', () => {
    const site = {
      gatewayOrigin: 'https://brand.example',
      launchGameCdns: ['https://games.cdn.example'],
      trustedHosts: ['https://chat.example'],
    };
    const chat = urlPolicyOf(site, undefined, 'chat');
    expect(chat.allowedHosts).toEqual(['chat.example']);
    expect(judgeUrl('https://chat.example/room/1', chat).kind).toBe('allowed');
    expect(judgeUrl('/platform/chat/member-1', chat).kind).toBe('platform');
    expect(judgeUrl('https://games.cdn.example/room/1', chat).kind).toBe('foreign');
    expect(judgeUrl('http://chat.example/room/1', chat)).toEqual({
      kind: 'refused',
      reason: 'scheme',
    });
  });
});
