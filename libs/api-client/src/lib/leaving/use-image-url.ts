import { useMemo } from 'react';
import type { SiteState } from '../site/site.slice';
import { useAppSelector } from '../store/api-client-store';
import { hostOf, judgeUrl, urlPolicyOf, type UrlPolicy } from './url-policy';

/**
 * A picture's address from the server as an `<img>` may load it: a path or URL of the platform, or
 * of an allowed host (the image CDN, the game CDNs, the operator's trusted hosts). Anything else,
 * a foreign host, a script, a malformed text, is undefined, so the screen shows its generic icon:
 * a picture loaded from anywhere tells that host who looks at it and when.
 */
export function trustedImageUrl(raw: unknown, policy: UrlPolicy): string | undefined {
  const verdict = judgeUrl(raw, policy);
  if (verdict.kind === 'allowed') return verdict.url.href;
  if (verdict.kind !== 'platform') return undefined;
  // A path stays a path: it resolves on the page's origin, which serves the platform's media.
  return typeof raw === 'string' && raw.trim().startsWith('/') ? raw.trim() : verdict.url.href;
}

/** The image policy of a site: the one URL policy with the image CDN's host allowed too. */
export function imagePolicyOf(
  site: Pick<SiteState, 'gatewayOrigin' | 'launchGameCdns' | 'trustedHosts' | 'imageCdn'>,
): UrlPolicy {
  const policy = urlPolicyOf(site);
  const cdn = site.imageCdn ? hostOf(site.imageCdn) : null;
  return cdn ? { ...policy, allowedHosts: [...policy.allowedHosts, cdn] } : policy;
}

/** `trustedImageUrl` under the current site's policy. */
export function useTrustedImageUrl(raw: unknown): string | undefined {
  const site = useAppSelector((state) => state.site);
  return useMemo(() => trustedImageUrl(raw, imagePolicyOf(site)), [raw, site]);
}
