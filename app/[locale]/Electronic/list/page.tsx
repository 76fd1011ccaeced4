import { getTranslations } from 'next-intl/server';
import { EInvoiceTicketList } from '@/components/e-invoice/ticket-list';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { pageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { requireMember } from '@/lib/session';
import { eInvoiceList } from '@/lib/upstream/e-invoice';
import { eInvoiceMetadata } from '../../ElectronicBill/_pages/metadata';
import { EInvoicePage } from '../../ElectronicBill/_pages/page-parts';

export const generateMetadata = eInvoiceMetadata('list.title');

/**
 * zh-CN /Electronic/list (spec §2 zh-CN only; decision 71): the signed-in member's tickets with their invoices, the
 * way to invoice a flown one (/Electronic/issue) or to see one made (/Electronic/inquire). Only the member's own
 * orders: airline-api lists by the token. Without a login, the login dialog and back here.
 */
export default async function EInvoiceListPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params, true);
  await requireMember(locale);
  const t = await getTranslations('EInvoice');
  const result = await eInvoiceList(await upstreamContextFor(locale));
  return (
    <EInvoicePage title={t('list.title')} intro={t('list.intro')}>
      <Link href="/Electronic/inquire" className="inline-flex min-h-6 items-center text-brand-700 underline">
        {t('list.inquire')}
      </Link>
      {result.ok ? (
        <EInvoiceTicketList tickets={result.data.tickets} locale={locale} />
      ) : (
        <ReloadAlert message={t('loadFailed')} reloadHref={`/${locale}/Electronic/list`} reloadLabel={t('reload')} />
      )}
    </EInvoicePage>
  );
}
