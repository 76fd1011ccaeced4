import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { EInvoiceRequestForm } from '@/components/e-invoice/request-form';
import { EInvoiceTicketFacts } from '@/components/e-invoice/ticket-facts';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { loadTicket, queryOf, savedTitles, ticketQuery } from '../../ElectronicBill/_pages/load';
import { eInvoiceMetadata } from '../../ElectronicBill/_pages/metadata';
import { EInvoicePage, NotLoaded, Refusal } from '../../ElectronicBill/_pages/page-parts';

export const generateMetadata = eInvoiceMetadata('issue.title');

/**
 * zh-CN /Electronic/issue?orderNo=&ticketNo= (decision 71): the member invoices a flown ticket of their own order,
 * choosing one of their saved titles (/member/eHeader/index) or typing a new one. One with an invoice shows it.
 */
export default async function EInvoiceIssuePage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params, true);
  await requireMember(locale);
  const t = await getTranslations('EInvoice');
  const q = ticketQuery(await searchParams);
  const loaded = await loadTicket(locale, q);
  if (loaded.kind === 'ok' && loaded.ticket.invoice && q) redirect(`/${locale}/Electronic/succeed?${queryOf(q)}`);
  return (
    <EInvoicePage title={t('issue.title')}>
      {loaded.kind !== 'ok' ? (
        <NotLoaded loaded={loaded} reloadHref={`/${locale}/Electronic/issue?${q ? queryOf(q) : ''}`} />
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
                next="/Electronic/succeed"
              />
            )}
          </div>
          <EInvoiceTicketFacts ticket={loaded.ticket} locale={locale} />
        </div>
      )}
    </EInvoicePage>
  );
}
