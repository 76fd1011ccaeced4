import { getTranslations } from 'next-intl/server';
import { EInvoiceResendForm } from '@/components/e-invoice/resend-form';
import { EInvoiceSummary } from '@/components/e-invoice/invoice-summary';
import { FailedAlert } from '@/components/ui/reload-alert';
import * as eInvoice from '@/lib/bff-client/e-invoice';
import { RESENDS_PER_DAY } from '@/lib/domain/e-invoice-rules';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { loadTicket, queryOf, ticketQuery } from '../_pages/load';
import { eInvoiceMetadata } from '../_pages/metadata';
import { EInvoicePage, NotLoaded } from '../_pages/page-parts';

export const generateMetadata = eInvoiceMetadata('resend.title');

/**
 * zh-CN /ElectronicBill/resend?orderNo=&ticketNo= (decision 71): the issued invoice mailed again through the mail
 * gateway, to its address or another, at most RESENDS_PER_DAY times a day (airline-api counts them).
 */
export default async function EInvoiceResendPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params, true);
  const t = await getTranslations('EInvoice');
  const q = ticketQuery(await searchParams);
  const loaded = await loadTicket(locale, q);
  const invoice = loaded.kind === 'ok' ? loaded.ticket.invoice : null;
  return (
    <EInvoicePage title={t('resend.title')} intro={t('resend.intro', { max: RESENDS_PER_DAY })}>
      {loaded.kind !== 'ok' ? (
        <NotLoaded loaded={loaded} reloadHref={`/${locale}/ElectronicBill/resend?${q ? queryOf(q) : ''}`} />
      ) : !invoice || invoice.status !== 'ISSUED' ? (
        <FailedAlert message={t('resend.notIssued')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <EInvoiceResendForm orderNo={loaded.ticket.orderNo} ticketNo={loaded.ticket.ticketNo} email={invoice.email} />
          <EInvoiceSummary
            invoice={invoice}
            pdfHref={eInvoice.pdf.url({ orderNo: loaded.ticket.orderNo, ticketNo: loaded.ticket.ticketNo })}
            resendHref={null}
          />
        </div>
      )}
    </EInvoicePage>
  );
}
