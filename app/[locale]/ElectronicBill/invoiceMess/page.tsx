import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { ticketQuery } from '../_pages/load';
import { eInvoiceMetadata } from '../_pages/metadata';
import { InvoiceResultPage } from '../_pages/result-page';

export const generateMetadata = eInvoiceMetadata('mess.title');

/**
 * zh-CN /ElectronicBill/invoiceMess?orderNo=&ticketNo= (decision 71): a ticket's existing invoice (one per ticket),
 * its status, the PDF once issued and the way to have it mailed again.
 */
export default async function EInvoiceMessagePage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params, true);
  const t = await getTranslations('EInvoice');
  return (
    <InvoiceResultPage
      locale={locale}
      q={ticketQuery(await searchParams)}
      path="/ElectronicBill/invoiceMess"
      title={t('mess.title')}
      line="mess"
      resendPath="/ElectronicBill/resend"
    />
  );
}
