// The floor app is served with the headers the platform gives the product's pages, so that the
// two differ in their code only: the platform's opener policy alone moved the floor's simulated
// largest paint from 1.52 to 1.72 s (the browser opens such a page in a process of its own, and
// the page waits for it), which the product had paid and the floor had not.

/** What describes an answer's own bytes or connection, rather than the page served. */
const FILE_HEADERS = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
]);

/**
 * The headers of a page's answer that belong to the page, not to its file: the security policy,
 * the opener policy and the like.
 * @param {Record<string, string | string[] | undefined>} headers as Node gives them (lower case)
 * @returns {Record<string, string | string[]>}
 */
export function pageHeadersOf(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(
      /** @returns {entry is [string, string | string[]]} */
      (entry) => entry[1] !== undefined && !FILE_HEADERS.has(entry[0].toLowerCase()),
    ),
  );
}
