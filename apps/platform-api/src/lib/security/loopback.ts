/**
 * Whether an address or host name is this machine's loopback: `localhost`, 127.0.0.0/8 or ::1,
 * also bracketed (`[::1]`, as in a Host header) or IPv4-mapped (`::ffff:127.0.0.1`).
 */
export function isLoopback(name: string | undefined): boolean {
  if (!name) return false;
  const bare = name
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/^::ffff:/, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/** The host name of a Host header, without its port. */
export function hostNameOf(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

/**
 * The host a request names: its Host header, or over HTTP/2 its `:authority`. Never
 * X-Forwarded-Host (Fastify's `request.host` believes it under TRUST_PROXY): a page rebinding its
 * DNS to this server could write that header itself.
 */
export function requestedHost(headers: {
  host?: string;
  ':authority'?: string | string[];
}): string {
  const authority = headers[':authority'];
  return headers.host ?? (typeof authority === 'string' ? authority : '');
}
