import 'server-only';
import type { Metadata } from 'next';
import { alternatesOf } from '@/lib/domain/content-seo';
import { env } from '@/lib/env';

type Input = {
  locale: string;
  /** The page's path without the locale, with its query when the query names the page. */
  path: string;
  title: string;
  description: string;
  zhOnly?: boolean;
  type?: 'website' | 'article';
};

/** Title, description, canonical URL and hreflang alternates of a content page. */
export function contentMetadata({ locale, path, title, description, zhOnly, type = 'website' }: Input): Metadata {
  const alternates = alternatesOf(env().PUBLIC_SITE_URL, path, locale, zhOnly);
  return {
    title,
    description,
    alternates,
    openGraph: { title, description, url: alternates.canonical, type, locale: locale.replace('-', '_') },
  };
}

export function siteOrigin(): string {
  return env().PUBLIC_SITE_URL;
}
