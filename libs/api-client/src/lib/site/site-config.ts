import {
  CipherError,
  decryptCustomerServicePath,
  type SystemStatusValue,
  type WhitelabelNode,
} from '@mweb/api-contract';

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

/**
 * Customer-service entries with usable links: type '3' paths are decrypted; an entry whose path
 * does not decrypt or is not an http(s) URL is dropped rather than shown as a broken link.
 */
export function customerServiceLinks(
  entries: SystemStatusValue['info']['customerService'],
): CustomerServiceLink[] {
  return entries.flatMap(({ csType, path }) => {
    let url = path;
    if (csType === '3') {
      try {
        url = decryptCustomerServicePath(path);
      } catch (error) {
        if (error instanceof CipherError) return [];
        throw error;
      }
    }
    return /^https?:\/\//i.test(url) ? [{ csType, url }] : [];
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
