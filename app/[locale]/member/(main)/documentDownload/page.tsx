import { getTranslations } from 'next-intl/server';
import { DocumentDownload } from '@/components/member/document-download';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { memberDocuments } from '@/lib/upstream/member-documents';
import { MemberUnavailable } from '../member-unavailable';
import { LoadFailed, MemberPageCard } from '../member-page';

export const generateMetadata = privatePageMetadata('MemberDocuments', 'title');

/**
 * /member/documentDownload (spec §2 member shell): the airline's forms and guides, server-rendered with
 * their titles in the page's language, size and date; the files come through `lib/bff-client/member-documents`.
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
    <MemberPageCard id="member-documents-heading" heading={t('heading')} intro={t('intro')}>
      {!result.ok ? (
        <LoadFailed
          message={t('loadFailed')}
          reloadHref={`/${locale}/member/documentDownload`}
          reloadLabel={t('reload')}
        />
      ) : rows.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <ClientMessages locale={locale} paths={['MemberDocuments']}>
          <DocumentDownload documents={rows} />
        </ClientMessages>
      )}
    </MemberPageCard>
  );
}
