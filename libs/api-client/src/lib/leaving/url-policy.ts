// The one URL policy (ARCHITECTURE.md "Leaving the app"): every URL the server sends that the app
// opens or follows is judged here first. Pure, so that every rule has a test and every caller gets
// the same answer. `useLeaveApp` loads it on the first tap (and on idle before that), so the first
// load does not carry it.
import type { SiteState } from '../site/site.slice';

/** What the policy needs to know about where the app runs. */
export interface UrlPolicy {
  /** The platform's origin (`https://brand.example`): relative paths resolve here, and it is always trusted. */
  platformOrigin: string;
  /**
   * Hosts (`cdn.example.com`, lower case, with a port where one is given) besides the platform's
   * that an automatic redirect may go to: `launchGameCDNs` and the operator's configured hosts.
   */
  allowedHosts: readonly string[];
}

/** Why a URL is never opened. */
export type UrlRefusal =
  /** Not a string, empty, or not a URL at all. */
  | 'malformed'
  /** `javascript:`, `data:`, `http:` to another origin, `ftp:`... anything but https. */
  | 'scheme'
  /** `//host`, `/\host`, `\\host`, `https:host`: forms browsers read differently from us. */
  | 'ambiguous'
  /** `https://user:password@host`: a credential in a link only serves to disguise the host. */
  | 'credentials';

export type UrlVerdict =
  | { kind: 'refused'; reason: UrlRefusal }
  /** The platform's own origin: relative paths and absolute ones alike. */
  | { kind: 'platform'; url: URL }
  /** An allow-listed host: followed automatically, opened on a tap. */
  | { kind: 'allowed'; url: URL; host: string }
  /** Any other https host: opened only after the player confirms; never followed automatically. */
  | { kind: 'foreign'; url: URL; host: string };

// Tabs, line breaks and other control characters: browsers strip some of them inside a scheme
// (`java\tscript:`), so a URL that holds any is refused rather than cleaned.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i;

/** The comparable form of a host entry: `https://Cdn.Example.com/` and `cdn.example.com` alike. */
export function hostOf(entry: string): string | null {
  const trimmed = entry.trim();
  if (trimmed === '') return null;
  try {
    return new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`).host;
  } catch {
    return null;
  }
}

/** Host entries as the policy compares them, without blanks or entries that are not hosts. */
export function hostsOf(entries: readonly string[]): string[] {
  return [...new Set(entries.flatMap((entry) => hostOf(entry) ?? []))];
}

/**
 * Judges a URL from the server. Only absolute `https:` URLs and paths on the platform's origin
 * (`/platform/chat/1`) pass; `http:` only for the platform's own origin (development).
 */
export function judgeUrl(raw: unknown, policy: UrlPolicy): UrlVerdict {
  if (typeof raw !== 'string') return { kind: 'refused', reason: 'malformed' };
  const text = raw.trim();
  if (text === '' || CONTROL_CHARACTERS.test(text)) return { kind: 'refused', reason: 'malformed' };
  if (text.includes('\\')) return { kind: 'refused', reason: 'ambiguous' };

  const platform = new URL(policy.platformOrigin);
  let url: URL;
  if (text.startsWith('/')) {
    if (text.startsWith('//')) return { kind: 'refused', reason: 'ambiguous' };
    url = new URL(text, platform.origin);
  } else {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
    if (scheme !== 'https' && scheme !== 'http') {
      return { kind: 'refused', reason: scheme === undefined ? 'malformed' : 'scheme' };
    }
    if (!ABSOLUTE_HTTP.test(text)) return { kind: 'refused', reason: 'ambiguous' };
    try {
      url = new URL(text);
    } catch {
      return { kind: 'refused', reason: 'malformed' };
    }
  }
  if (url.username !== '' || url.password !== '') return { kind: 'refused', reason: 'credentials' };
  if (url.origin === platform.origin) return { kind: 'platform', url };
  if (url.protocol !== 'https:') return { kind: 'refused', reason: 'scheme' };
  const host = url.host;
  return policy.allowedHosts.includes(host)
    ? { kind: 'allowed', url, host }
    : { kind: 'foreign', url, host };
}

/**
 * What a redirect is for. A game launch may go to the game CDNs; a live-chat session only to the
 * platform or the operator's configured hosts (its chat origin), never to a game CDN.
 */
export type UrlPurpose = 'redirect' | 'chat';

/** The policy of a site: the platform's origin (the gateway's, else the page's) and its trusted hosts. */
export function urlPolicyOf(
  site: Pick<SiteState, 'gatewayOrigin' | 'launchGameCdns' | 'trustedHosts'>,
  pageOrigin?: string,
  purpose: UrlPurpose = 'redirect',
): UrlPolicy {
  const hosts =
    purpose === 'chat' ? site.trustedHosts : [...site.launchGameCdns, ...site.trustedHosts];
  return {
    platformOrigin: site.gatewayOrigin || (pageOrigin ?? globalThis.location.origin),
    allowedHosts: hostsOf(hosts),
  };
}

/**
 * A picture's address from the server as an `<img>` may load it: a path or URL of the platform, or
 * of an allowed host (see `imagePolicyOf`). Anything else, a foreign host, a script, a malformed
 * text, is undefined, so the screen shows its generic icon: a picture loaded from anywhere tells
 * that host who looks at it and when.
 */
export function trustedImageUrl(raw: unknown, policy: UrlPolicy): string | undefined {
  const verdict = judgeUrl(raw, policy);
  if (verdict.kind === 'allowed') return verdict.url.href;
  if (verdict.kind !== 'platform') return undefined;
  // A path stays a path: it resolves on the page's origin, which serves the platform's media.
  return typeof raw === 'string' && raw.trim().startsWith('/') ? raw.trim() : verdict.url.href;
}

/** The policy for pictures: the one URL policy with the image CDN's host allowed too. */
export function imagePolicyOf(
  site: Pick<SiteState, 'gatewayOrigin' | 'launchGameCdns' | 'trustedHosts' | 'imageCdn'>,
): UrlPolicy {
  const policy = urlPolicyOf(site);
  const cdn = site.imageCdn ? hostOf(site.imageCdn) : null;
  return cdn ? { ...policy, allowedHosts: [...policy.allowedHosts, cdn] } : policy;
}
