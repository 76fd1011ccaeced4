import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { loadTicket, queryOf, type TicketQuery } from './load';
import { EInvoicePage, NotLoaded, TicketAndInvoice } from './page-parts';

/**
 * A page showing a ticket's invoice (the succeed and message pages of both families): what happened in one line,
 * the invoice with its download and resend links, the ticket. A ticket without an invoice goes back to `makePath`.
 */
export async function InvoiceResultPage({
  locale,
  q,
  path,
  title,
  line,
  resendPath,
}: {
  locale: Locale;
  q: TicketQuery | null;
  path: string;
  title: string;
  line: 'succeed' | 'mess';
  resendPath: string;
}) {
  const t = await getTranslations('EInvoice');
  const loaded = await loadTicket(locale, q);
  const invoice = loaded.kind === 'ok' ? loaded.ticket.invoice : null;
  const said =
    line === 'mess' || !invoice
      ? t('mess.intro')
      : invoice.status === 'ISSUED'
        ? t('succeed.issued', { email: invoice.email })
        : t('succeed.requested', { date: invoice.issueOn, email: invoice.email });
  return (
    <EInvoicePage title={title}>
      {loaded.kind !== 'ok' ? (
        <NotLoaded loaded={loaded} reloadHref={`/${locale}${path}?${q ? queryOf(q) : ''}`} />
      ) : (
        <>
          <p role="status" className="text-slate-800" data-testid="ei-result-line">
            {said}
          </p>
          <TicketAndInvoice ticket={loaded.ticket} locale={locale} resendPath={resendPath} />
        </>
      )}
    </EInvoicePage>
  );
}
