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

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The public origin and, when it is a loopback name, the same scheme and port under the other loopback names:
 * `npm start` serves http://localhost:3000, and a visitor who types http://127.0.0.1:3000 reaches the same
 * site. Never the request's own Host: a page on a name an attacker points at this server (DNS rebinding)
 * sends that name as both Host and Origin (docs/decisions/0011).
 */
export function loopbackAliases(publicOrigin: string): string[] {
  const url = new URL(publicOrigin);
  if (!LOOPBACK_NAMES.includes(url.hostname)) return [url.origin];
  return LOOPBACK_NAMES.map((name) => {
    const alias = new URL(url.origin);
    alias.hostname = name;
    return alias.origin;
  });
}
