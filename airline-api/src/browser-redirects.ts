import type { Services } from './services';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where airline-api may send a browser back to (payment returns, the sandbox OAuth pages): loopback hosts
 * or the configured allow-list only, so no page of it is ever an open redirect.
 */
export function redirectAllowed(s: Pick<Services, 'redirectHosts'>, uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return (
    LOOPBACK.has(host) ||
    host.endsWith('.localhost') ||
    s.redirectHosts.includes(host) ||
    s.redirectHosts.includes(url.host)
  );
}
