import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { EInvoiceRequestForm } from '@/components/e-invoice/request-form';
import { EInvoiceTicketFacts } from '@/components/e-invoice/ticket-facts';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { loadTicket, queryOf, savedTitles, ticketQuery } from '../_pages/load';
import { eInvoiceMetadata } from '../_pages/metadata';
import { EInvoicePage, NotLoaded, Refusal } from '../_pages/page-parts';

export const generateMetadata = eInvoiceMetadata('make.heading');

/**
 * zh-CN /ElectronicBill/makeInvoice?orderNo=&ticketNo= (decision 71): the request for a flown ticket found by
 * authentication (or the member's own): the title (a saved one or new), buyer type, recipient. A ticket that has
 * its invoice goes to it; one that cannot be invoiced says why.
 */
export default async function MakeInvoicePage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params, true);
  const t = await getTranslations('EInvoice');
  const q = ticketQuery(await searchParams);
  const loaded = await loadTicket(locale, q);
  if (loaded.kind === 'ok' && loaded.ticket.invoice && q)
    redirect(`/${locale}/ElectronicBill/invoiceMess?${queryOf(q)}`);
  return (
    <EInvoicePage title={t('authTitle')}>
      {loaded.kind !== 'ok' ? (
        <NotLoaded loaded={loaded} reloadHref={`/${locale}/ElectronicBill/makeInvoice?${q ? queryOf(q) : ''}`} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="space-y-4">
            {loaded.ticket.refusal ? (
              <Refusal ticket={loaded.ticket} />
            ) : (
              <EInvoiceRequestForm
                orderNo={loaded.ticket.orderNo}
                ticketNo={loaded.ticket.ticketNo}
                saved={await savedTitles(locale)}
                next="/ElectronicBill/succeed"
              />
            )}
          </div>
          <EInvoiceTicketFacts ticket={loaded.ticket} locale={locale} />
        </div>
      )}
    </EInvoicePage>
  );
}
