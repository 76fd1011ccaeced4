import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ContentHtml } from '@/components/content/content-html';
import { ContentProblem } from '@/components/content/content-problem';
import { PrintButton } from '@/components/content/print-button';
import type { CmsCategory } from '@/lib/contract';
import { printTargetOf, type ContentRef } from '@/lib/domain/content-paths';
import { airportDate } from '@/lib/i18n/format';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { Link } from '@/lib/i18n/navigation';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { cmsLanguageOf, readCmsItem } from '@/lib/upstream/cms';

type Props = { params: Promise<{ locale: string; url: string }> };

/** Print only: the site's header, footer and banners disappear on paper. */
const PRINT_CSS = '@media print{body>*:not(main),#main>*:not(.print-page),header,footer{display:none!important}}';

function targetOf(url: string): { ref: ContentRef; path: string } | null {
  let raw = url;
  try {
    if (/%[0-9a-f]{2}/i.test(raw)) raw = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const ref = printTargetOf(raw, routing.locales);
  return ref && { ref, path: raw };
}

/** The item of a content path, refusing zh-CN only content in English. */
async function load(locale: Locale, url: string) {
  const target = targetOf(url);
  if (!target) return null;
  if (target.ref.category === 'TRAVEL_ARTICLE' && locale !== 'zh-CN') return null;
  const result = await readCmsItem(cmsLanguageOf(locale), target.ref.category as CmsCategory, target.ref.key);
  return { result, target };
}

export async function generateMetadata({ params }: Props) {
  const { locale, url } = await params;
  if (!isLocale(locale)) return {};
  const loaded = await load(locale, url);
  if (!loaded?.result.ok || !loaded.result.data) return {};
  const t = await getTranslations({ locale, namespace: 'PrintPage' });
  return { title: t('title', { title: loaded.result.data.title }), robots: { index: false } };
}

/**
 * Spec §2 /pdfprint/{url}: a print-friendly copy of a content page. {url} must be a content path of this
 * site; the item is read from the CMS, the URL is never fetched.
 */
export default async function PrintPage({ params }: Props) {
  const locale = await pageLocale(params);
  const loaded = await load(locale, (await params).url);
  if (!loaded || (loaded.result.ok && !loaded.result.data)) notFound();
  if (!loaded.result.ok) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ContentProblem retryHref={`/${locale}/pdfprint/${encodeURIComponent(loaded.target.path)}`} />
      </div>
    );
  }
  const item = loaded.result.data!;
  const t = await getTranslations('PrintPage');
  const back = loaded.target.path.replace(/^\/(zh-CN|en-US)(?=\/)/, '');
  return (
    <div className="print-page mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <PrintButton label={t('print')} waiting={t('waiting')} ready={t('ready')} />
      <article className="mt-6">
        <h1 className="text-2xl font-bold text-slate-900">{item.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={item.publishTime}>{airportDate(item.publishTime, AIRLINE_TIME_ZONE)}</time>
        </p>
        <ContentHtml html={item.content} className="mt-4" />
      </article>
      <p className="mt-8 text-sm print:hidden">
        <Link href={back} className="text-brand-700 underline">
          {t('back')}
        </Link>
      </p>
    </div>
  );
}
