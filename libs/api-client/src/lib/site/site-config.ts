import type { SystemStatusValue, WhitelabelNode } from '@mweb/api-contract';

/** Flattens the whitelabel tree into `modId → enabled`; a child's flag is its own, whatever its parent's. */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const visit = (node: WhitelabelNode) => {
    flags[node.modId] = node.enabled === '1';
    node.childrenNodes?.forEach(visit);
  };
  nodes.forEach(visit);
  return flags;
}

export interface CustomerServiceLink {
  csType: string;
  url: string;
}

// An absolute http(s) URL, or a path on the platform's origin (not a scheme-relative `//host`).
const LINK_LIKE = /^(https?:\/\/|\/(?!\/))/i;

export type CustomerServiceEntry = SystemStatusValue['info']['customerService'][number];

/**
 * What the type '3' paths decrypted to, by encrypted path: the address, or null when the path did
 * not decrypt. The cipher loads on demand, so a path is absent from here until it has.
 */
export type DecryptedServicePaths = Readonly<Record<string, string | null>>;

/** The type '3' paths not decrypted yet. */
export function pendingServicePaths(
  entries: readonly CustomerServiceEntry[],
  decrypted: DecryptedServicePaths,
): string[] {
  return entries
    .filter(({ csType, path }) => csType === '3' && !(path in decrypted))
    .map(({ path }) => path);
}

/**
 * Customer-service entries with usable links: type '3' paths as decrypted; an entry whose path is
 * not decrypted (yet, or ever), or is neither an http(s) URL nor a path on the platform
 * (`/platform/chat/1`), is left out rather than shown broken. Whether a kept link may be opened is
 * the URL policy's call, at the tap (`useLeaveApp`).
 */
export function customerServiceLinks(
  entries: readonly CustomerServiceEntry[],
  decrypted: DecryptedServicePaths,
): CustomerServiceLink[] {
  return entries.flatMap(({ csType, path }) => {
    const url = csType === '3' ? decrypted[path] : path;
    return url && LINK_LIKE.test(url.trim()) ? [{ csType, url }] : [];
  });
}

/**
 * One image CDN per session: keep the current pick while the list still has it, otherwise draw
 * one at random, so images come from one host (one connection, one cache) for the session.
 */
export function pickImageCdn(
  cdns: readonly string[],
  current: string | null,
  random: () => number,
): string {
  if (current !== null && cdns.includes(current)) return current;
  if (cdns.length === 0) return '';
  return cdns[Math.min(cdns.length - 1, Math.floor(random() * cdns.length))] ?? '';
}
