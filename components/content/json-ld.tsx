import { jsonLdText } from '@/lib/domain/content-seo';

/** Structured data for search engines (schema.org). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
