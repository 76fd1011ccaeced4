import { getTranslations } from 'next-intl/server';
import { DocumentDownload } from '@/components/member/document-download';
import { Card } from '@/components/ui/card';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { memberDocuments } from '@/lib/upstream/member-documents';
import { MemberUnavailable } from '../member-unavailable';

export const generateMetadata = privatePageMetadata('MemberDocuments', 'title');

/**
 * /member/documentDownload (spec §2 member shell): the airline's forms and guides, server-rendered with
 * their titles in the page's language, size and date; the files come through /api/member/documents/*.
 * An empty list is 'no downloadable material' (spec §8). A refused token is 'user verification failed'
 * like the other member pages; any other upstream failure is a localized line with a reload link.
 */
export default async function MemberDocumentsPage({ params }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const context = await upstreamContextFor(locale);
  const [t, result] = await Promise.all([getTranslations('MemberDocuments'), memberDocuments(context)]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  const zh = locale === 'zh-CN';
  const rows = result.ok
    ? result.data.list.map((d) => ({
        documentId: d.documentId,
        title: zh ? d.titleZh : d.titleEn,
        fileName: d.fileName,
        sizeBytes: d.sizeBytes,
        updatedAt: d.updatedAt,
      }))
    : [];

  return (
    <Card as="section" padding="lg" aria-labelledby="member-documents-heading" className="space-y-4">
      <h1 id="member-documents-heading" className="text-2xl font-semibold text-slate-900">
        {t('heading')}
      </h1>
      <p className="text-slate-700">{t('intro')}</p>
      {!result.ok ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{t('loadFailed')}</p>
          <a href={`/${locale}/member/documentDownload`} className="mt-2 inline-flex min-h-6 items-center underline">
            {t('reload')}
          </a>
        </div>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <ClientMessages locale={locale} paths={['MemberDocuments']}>
          <DocumentDownload documents={rows} />
        </ClientMessages>
      )}
    </Card>
  );
}
