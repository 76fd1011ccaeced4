import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are precompiled at build time, so the browser gets no ICU parser (intl-messageformat).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // airline-api and the packages only it uses are not part of the web bundle.
  serverExternalPackages: ['pino', '@electric-sql/pglite'],
  typedRoutes: false,
  // With REDIS_URL every web instance reads and revalidates one data and page cache (decision 60); without it,
  // Next's default cache in each process. Read when the server starts, so a build serves either way.
  ...(process.env.REDIS_URL
    ? { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
    : {}),
  // The headers that are the same for every deployment. These are fixed when the site is built, so the
  // page Content-Security-Policy and HSTS, which depend on PUBLIC_SITE_URL and airline-api's public address,
  // are added by proxy.ts per request (lib/security-headers.ts, decision 11).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          // Old browsers; the pages' frame-ancestors 'self' says the same.
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
      {
        // The BFF answers JSON and redirects, never a document: nothing in it may load or be framed. The
        // proxy does not run here, so this is the only policy these answers carry.
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
