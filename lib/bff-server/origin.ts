import 'server-only';
/**
 * CSRF defence for mutating BFF routes: the Origin header must be, character for character, one of the
 * allowed origins. It must also be an origin as the URL parser writes it, so no user info
 * (`http://evil.example@shop.example`), path, trailing slash, default port or letter case slips past a
 * comparison of its parts. Cross-site, `null` and missing origins are refused.
 */
export function isOriginAllowed(origin: string | null, allowed: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin !== origin) return false;
  return allowed.includes(origin);
}

/** An entry of ALLOWED_ORIGINS (or PUBLIC_SITE_URL) as an origin, or null when it is not an http(s) URL. */
export function normalizedOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The request's own origin as this server sees it: its Host, with the scheme Next (or the load balancer)
 * put in X-Forwarded-Proto, else the scheme of the URL Next reports. A browser sets Host itself and a
 * cross-site page cannot change it, so this names the site the visitor is on (a second host name, a
 * preview address) without listing it. Null when the Host is not a plain host[:port].
 */
export function requestOrigin(host: string | null, forwardedProto: string | null, requestUrl: string): string | null {
  if (!host || /[@/\\?#\s]/.test(host)) return null;
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase() || new URL(requestUrl).protocol.replace(':', '');
  if (proto !== 'http' && proto !== 'https') return null;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}
