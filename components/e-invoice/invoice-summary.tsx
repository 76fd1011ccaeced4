import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { EInvoice } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { airportDate } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';

/**
 * An invoice as its owner sees it (decision 71): number, status, buyer, where it is mailed and its issue date; once
 * issued, the PDF download (through the BFF) and the way to have it mailed again.
 */
export function EInvoiceSummary({
  invoice,
  pdfHref,
  resendHref,
}: {
  invoice: EInvoice;
  pdfHref: string;
  resendHref: string | null;
}) {
  const t = useTranslations('EInvoice');
  const issued = invoice.status === 'ISSUED';
  const facts: [string, string, string?][] = [
    [t('invoice.invoiceNo'), invoice.invoiceNo, 'ei-invoice-no'],
    [t('invoice.status'), t(`invoice.statuses.${invoice.status}`), 'ei-status'],
    [t('invoice.buyer'), `${invoice.header.title}（${t(`buyerTypes.${invoice.header.type}`)}）`],
    ...(invoice.header.taxpayerId ? [[t('invoice.taxpayerId'), invoice.header.taxpayerId] as [string, string]] : []),
    [t('invoice.email'), invoice.email],
    // Issued: the day it was issued (the PDF's date), which the sandbox may make earlier than the day it was due.
    [
      issued ? t('invoice.issuedOn') : t('invoice.issueOn'),
      issued && invoice.issuedAt ? airportDate(invoice.issuedAt, AIRLINE_TIME_ZONE) : invoice.issueOn,
    ],
  ];
  return (
    <Card className="max-w-xl space-y-3" data-testid="ei-invoice">
      <h2 className="text-lg font-semibold text-slate-900">{t('invoice.heading')}</h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value, testId]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="break-all text-slate-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {issued && (
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <a href={pdfHref} download className="inline-flex min-h-6 items-center text-brand-700 underline">
            {t('invoice.download')}
          </a>
          {resendHref && (
            <Link href={resendHref} className="inline-flex min-h-6 items-center text-brand-700 underline">
              {t('invoice.resend')}
            </Link>
          )}
        </div>
      )}
    </Card>
  );
}
