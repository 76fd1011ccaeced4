// The visitor's address, decided once at the edge of the web process (scripts/web-server.mjs) and written
// over X-Forwarded-For before Next sees the request, so every reader downstream (the proxy, route handlers,
// the upstream client) can take the header's one entry as the truth (docs/decisions/0012).
import { isIP } from 'node:net';

/** The number of proxies in front of the web whose X-Forwarded-For entries are believed (TRUST_PROXY). */
export function trustedHops(value) {
  const hops = Number(value ?? 0);
  if (!Number.isInteger(hops) || hops < 0 || hops > 5) throw new Error(`TRUST_PROXY must be 0–5, not ${value}`);
  return hops;
}

/** A bare address: no IPv4-mapped prefix, no IPv6 zone id, no port or brackets; null when it is not one. */
export function cleanAddress(raw) {
  if (typeof raw !== 'string') return null;
  let value = raw.trim();
  if (value.startsWith('[')) value = value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.split('%')[0];
  if (value.toLowerCase().startsWith('::ffff:') && isIP(value.slice(7)) === 4) value = value.slice(7);
  return isIP(value) ? value.toLowerCase() : null;
}

/**
 * The address of the visitor: with no trusted proxy (hops 0) the socket's peer, whatever the request says;
 * behind `hops` proxies, the entry the outermost trusted proxy added, counted from the right of
 * X-Forwarded-For (the left part is the client's own word). A chain shorter than `hops`, or an entry that
 * is not an address, falls back to the nearest address a trusted hop vouched for.
 */
export function visitorAddress(socketAddress, forwardedFor, hops) {
  const socket = cleanAddress(socketAddress) ?? '0.0.0.0';
  if (hops === 0) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let visitor = socket;
  for (let i = 1; i <= hops && i <= chain.length; i++) {
    const address = cleanAddress(chain[chain.length - i]);
    if (!address) break;
    visitor = address;
  }
  return visitor;
}
