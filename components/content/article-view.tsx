import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { airportDate } from '@/lib/i18n/format';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { Link } from '@/lib/i18n/navigation';
import { ContentHtml } from './content-html';

type Props = {
  title: string;
  html: string | null;
  publishTime?: string;
  /** The page's own path (no locale), for its print version. */
  printPath?: string;
  backHref?: string;
  aside?: ReactNode;
};

/** One content item: heading, date, sanitized text, print and back links, an optional side list. */
export async function ArticleView({ title, html, publishTime, printPath, backHref, aside }: Props) {
  const t = await getTranslations('Content');
  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_18rem]">
      <article>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {publishTime && (
          <p className="mt-2 text-sm text-slate-600">
            <time dateTime={publishTime}>
              {t('publishedOn', { date: airportDate(publishTime, AIRLINE_TIME_ZONE) })}
            </time>
          </p>
        )}
        <ContentHtml html={html} className="mt-4" />
        <div className="mt-8 flex flex-wrap gap-4 text-sm">
          {backHref && (
            <Link href={backHref} className="text-brand-700 underline">
              {t('backToList')}
            </Link>
          )}
          {printPath && (
            <Link href={`/pdfprint/${encodeURIComponent(printPath)}`} className="text-brand-700 underline">
              {t('print')}
            </Link>
          )}
        </div>
      </article>
      {aside && <aside className="lg:border-l lg:border-slate-200 lg:pl-6">{aside}</aside>}
    </div>
  );
}
