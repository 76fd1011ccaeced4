import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { TextField } from '@/components/ui/text-field';
import { ResultCode } from '@/lib/contract';
import { INVOICE_NO_PATTERN } from '@/lib/domain/e-invoice-rules';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { inquireEInvoice } from '@/lib/upstream/e-invoice';
import { eInvoiceMetadata } from '../../ElectronicBill/_pages/metadata';
import { EInvoicePage, TicketAndInvoice } from '../../ElectronicBill/_pages/page-parts';

export const generateMetadata = eInvoiceMetadata('inquire.title');

/**
 * zh-CN /Electronic/inquire?invoiceNo= (decision 71): one of the member's invoices by its number, with its PDF and
 * resend. A plain GET form, so it works before any script; another member's number is the one not found.
 */
export default async function EInvoiceInquirePage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params, true);
  await requireMember(locale);
  const t = await getTranslations('EInvoice');
  const raw = (await searchParams).invoiceNo;
  const invoiceNo = typeof raw === 'string' ? raw.trim().slice(0, 40) : '';
  // A number of the wrong shape is said so on the field, without asking anybody.
  const malformed = invoiceNo !== '' && !INVOICE_NO_PATTERN.test(invoiceNo);
  const result = invoiceNo && !malformed ? await inquireEInvoice(await upstreamContextFor(locale), invoiceNo) : null;
  const notFound =
    !!result &&
    !result.ok &&
    (result.code === ResultCode.E_INVOICE_NOT_FOUND || result.code === ResultCode.BAD_REQUEST);
  return (
    <EInvoicePage title={t('inquire.title')}>
      <Card as="form" method="get" className="max-w-xl space-y-3">
        <TextField
          id="ei-inquire-no"
          name="invoiceNo"
          label={t('inquire.invoiceNo')}
          hint={t('inquire.invoiceNoHint')}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={invoiceNo}
          error={malformed ? t('inquire.invalid') : notFound ? t('inquire.notFound') : undefined}
        />
        <Button type="submit">{t('inquire.submit')}</Button>
      </Card>
      {result?.ok && <TicketAndInvoice ticket={result.data} locale={locale} resendPath="/ElectronicBill/resend" />}
      {result && !result.ok && !notFound && (
        <ReloadAlert
          message={t('loadFailed')}
          reloadHref={`/${locale}/Electronic/inquire?invoiceNo=${encodeURIComponent(invoiceNo)}`}
          reloadLabel={t('reload')}
        />
      )}
    </EInvoicePage>
  );
}
