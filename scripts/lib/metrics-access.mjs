// Who may read /metrics (decision 58): a caller on this machine, or one with `Authorization: Bearer $METRICS_TOKEN`.
// "On this machine" is the visitor's address as the web server decided it (decision 12), not the socket's: behind
// nginx on the same machine every socket is loopback, while the visitor is whoever nginx forwarded.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** METRICS_TOKEN when set (at least 16 characters), else undefined; a shorter one stops the process at start. */
export function metricsToken(value) {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return token;
}

export function isLoopback(address) {
  if (typeof address !== 'string') return false;
  if (address === '::1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

const digest = (value) => createHash('sha256').update(value).digest();

/** Whether the request may read the metrics: a loopback visitor, or the configured bearer token. */
export function metricsAllowed(visitor, authorization, token) {
  if (isLoopback(visitor)) return true;
  if (!token || typeof authorization !== 'string' || !authorization.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice(7)), digest(token));
}
