import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { ticketQuery } from '../_pages/load';
import { eInvoiceMetadata } from '../_pages/metadata';
import { InvoiceResultPage } from '../_pages/result-page';

export const generateMetadata = eInvoiceMetadata('succeed.title');

/** zh-CN /ElectronicBill/succeed?orderNo=&ticketNo= (decision 71): the request made, the invoice and its PDF. */
export default async function EInvoiceSucceedPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params, true);
  const t = await getTranslations('EInvoice');
  return (
    <InvoiceResultPage
      locale={locale}
      q={ticketQuery(await searchParams)}
      path="/ElectronicBill/succeed"
      title={t('succeed.title')}
      line="succeed"
      resendPath="/ElectronicBill/resend"
    />
  );
}
