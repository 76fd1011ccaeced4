import 'server-only';
/**
 * CSRF defence for mutating BFF routes: the Origin must be this site's own (or one listed in
 * ALLOWED_ORIGINS). Cross-site, `null` and missing origins are refused.
 */
export function isOriginAllowed(
  origin: string | null,
  host: string | null,
  forwardedProto: string | null,
  allowed: readonly string[],
): boolean {
  if (!origin || origin === 'null' || !host) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowed.includes(parsed.origin)) return true;
  const proto = (forwardedProto ?? parsed.protocol.replace(':', '')).split(',')[0]?.trim();
  return parsed.host === host && (proto === 'http' || proto === 'https') && parsed.protocol === `${proto}:`;
}
