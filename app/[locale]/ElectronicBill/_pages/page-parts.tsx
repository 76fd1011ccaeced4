import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EInvoiceSummary } from '@/components/e-invoice/invoice-summary';
import { EInvoiceTicketFacts } from '@/components/e-invoice/ticket-facts';
import { FailedAlert, ReloadAlert } from '@/components/ui/reload-alert';
import * as eInvoice from '@/lib/bff-client/e-invoice';
import type { EInvoiceTicket } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import type { Loaded } from './load';

/** The frame of every e-invoice page: the heading, a line under it, the body. */
export function EInvoicePage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {intro && <p className="text-slate-700">{intro}</p>}
      {children}
    </div>
  );
}

/** What a page says when it cannot show the ticket: go and authenticate, or load again. */
export async function NotLoaded({
  loaded,
  reloadHref,
}: {
  loaded: Exclude<Loaded, { kind: 'ok' }>;
  reloadHref: string;
}) {
  const t = await getTranslations('EInvoice');
  if (loaded.kind === 'failed')
    return <ReloadAlert message={t('loadFailed')} reloadHref={reloadHref} reloadLabel={t('reload')} />;
  return (
    <div className="space-y-2" data-testid="ei-no-access">
      <FailedAlert message={t('noAccess')} />
      <Link href="/ElectronicBill/authentication" className="inline-flex min-h-6 items-center text-brand-700 underline">
        {t('toAuthentication')}
      </Link>
    </div>
  );
}

/** Why a ticket cannot be invoiced, said plainly. */
export async function Refusal({ ticket }: { ticket: EInvoiceTicket }) {
  const t = await getTranslations('EInvoice');
  return <FailedAlert message={t(`refusals.${ticket.refusal ?? 'notInvoiceable'}`)} />;
}

/** The ticket and, when it has one, its invoice with the download and the resend links. */
export function TicketAndInvoice({
  ticket,
  locale,
  resendPath,
}: {
  ticket: EInvoiceTicket;
  locale: string;
  resendPath: string | null;
}) {
  const query = { orderNo: ticket.orderNo, ticketNo: ticket.ticketNo };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {ticket.invoice && (
        <EInvoiceSummary
          invoice={ticket.invoice}
          pdfHref={eInvoice.pdf.url(query)}
          resendHref={resendPath && `${resendPath}?orderNo=${ticket.orderNo}&ticketNo=${ticket.ticketNo}`}
        />
      )}
      <EInvoiceTicketFacts ticket={ticket} locale={locale} />
    </div>
  );
}
