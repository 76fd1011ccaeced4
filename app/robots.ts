import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

/** Content is open to crawlers; the BFF, member pages, search results and print copies are not. */
export default function robots(): MetadataRoute.Robots {
  const origin = env().PUBLIC_SITE_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        '/zh-CN/member',
        '/en-US/member',
        '/zh-CN/search',
        '/en-US/search',
        '/zh-CN/pdfprint',
        '/en-US/pdfprint',
      ],
    },
    sitemap: new URL('/sitemap.xml', origin).toString(),
    host: origin,
  };
}
