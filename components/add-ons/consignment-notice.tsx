import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ContentByCodeData } from '@/lib/contract/seat-selection';
import { sanitizeHtml } from '@/lib/domain/content-html';
import { withoutUnbuiltLinks } from '@/lib/domain/site-destinations';
import { routing } from '@/lib/i18n/routing';

/** Article typography for the notice's CMS HTML (as components/content's prose, which this feature may not import). */
const PROSE =
  'max-w-none text-sm text-slate-800 leading-6 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1';

/**
 * The consignment notice from the CMS (spec §7 getContentByCode consignment_notice; decision 28), open on the
 * baggage page. airline-api sanitizes the HTML; it goes through the same allow-list again here, as every CMS text the
 * site shows does. Nothing is shown when it cannot be read.
 */
export function ConsignmentNotice({ notice }: { notice: ContentByCodeData | null }) {
  const t = useTranslations('AddOnShop');
  const id = useId();
  if (!notice || !notice.html.trim()) return null;
  const safe = withoutUnbuiltLinks(sanitizeHtml(notice.html), routing.locales);
  return (
    <details open aria-labelledby={id} className="group rounded-lg border border-slate-200 bg-white shadow-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span id={id} className="min-w-0 break-words">
          {notice.title || t('noticeSummary')}
        </span>
        <span aria-hidden="true" className="shrink-0 text-slate-600 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className={`${PROSE} px-4 pb-4`} dangerouslySetInnerHTML={{ __html: safe }} />
    </details>
  );
}
