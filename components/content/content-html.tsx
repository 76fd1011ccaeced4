import { sanitizeHtml } from '@/lib/domain/content-html';
import { withoutUnbuiltLinks } from '@/lib/domain/site-destinations';
import { routing } from '@/lib/i18n/routing';
import { PROSE } from './prose';

/**
 * CMS HTML through the allow-list sanitizer: no script, no handlers, safe links only. Links to our pages
 * that are not built yet are left out (lib/domain/site-destinations.ts).
 */
export function ContentHtml({ html, className = '' }: { html: string | null; className?: string }) {
  if (!html) return null;
  const safe = withoutUnbuiltLinks(sanitizeHtml(html), routing.locales);
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}
