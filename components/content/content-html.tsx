import { sanitizeHtml } from '@/lib/domain/content-html';
import { PROSE } from './prose';

/** CMS HTML through the allow-list sanitizer: no script, no handlers, safe links only. */
export function ContentHtml({ html, className = '' }: { html: string | null; className?: string }) {
  if (!html) return null;
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
