/**
 * The headers proxy.ts adds to every page (decision 11). They depend on the deployment (the public origin,
 * airline-api's public address), so they are made per request from the environment: next.config.mjs
 * headers are fixed when the site is built.
 */
export type SecurityHeadersConfig = {
  /** PUBLIC_SITE_URL. */
  siteUrl: string;
  /** Where browsers reach airline-api's pages (payment gateway, OAuth sandbox). */
  airlineApiUrl: string;
  /** `next dev`: React needs eval for its error overlays. */
  dev: boolean;
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLoopback(hostname: string): boolean {
  return LOOPBACK.has(hostname) || hostname.endsWith('.localhost');
}

/**
 * One policy for every page, the same bytes for every visitor, so cached (ISR) pages stay cached: no
 * per-request nonce. The proxy runs before the page exists, so its script-src says 'unsafe-inline'; the web
 * server (scripts/lib/script-hashes.mjs) replaces that with the hashes of the finished document's inline
 * scripts. What the policy closes besides: scripts, styles, fonts and fetches from anywhere but this site,
 * plugins, a planted <base>, forms posting off-site, and framing by other sites.
 */
export function contentSecurityPolicy({ siteUrl, airlineApiUrl, dev }: SecurityHeadersConfig): string {
  const api = new URL(airlineApiUrl).origin;
  const https = new URL(siteUrl).protocol === 'https:';
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    // React style attributes (the slider captcha, transitions) and Next's inline <style> tags.
    "style-src 'self' 'unsafe-inline'",
    // CMS images may live on the airline's CDN; an image cannot run anything.
    `img-src 'self' data: blob: https: ${api}`,
    "font-src 'self' data:",
    // The browser only talks to the BFF.
    "connect-src 'self'",
    // The boarding pass's offline worker (decision 20), served from the site itself, scoped to those pages.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The site leaves for the payment gateway and the OAuth pages by navigation (location, links, 302),
    // which form-action does not govern; airline-api's origin is listed for a gateway reached by a POST.
    `form-action 'self' ${api}`,
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** HSTS only where it means something: an https public origin that is not a developer's own machine. */
export function strictTransportSecurity(siteUrl: string): string | null {
  const url = new URL(siteUrl);
  if (url.protocol !== 'https:' || isLoopback(url.hostname)) return null;
  // No includeSubDomains: the site cannot vouch for every other host under its domain.
  return 'max-age=31536000';
}

export function pageSecurityHeaders(config: SecurityHeadersConfig): Record<string, string> {
  const hsts = strictTransportSecurity(config.siteUrl);
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
  };
}
