import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { ticketQuery } from '../../ElectronicBill/_pages/load';
import { eInvoiceMetadata } from '../../ElectronicBill/_pages/metadata';
import { InvoiceResultPage } from '../../ElectronicBill/_pages/result-page';

export const generateMetadata = eInvoiceMetadata('succeed.title');

/** zh-CN /Electronic/succeed?orderNo=&ticketNo= (decision 71): the member's request made, the invoice and its PDF. */
export default async function MemberEInvoiceSucceedPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params, true);
  await requireMember(locale);
  const t = await getTranslations('EInvoice');
  return (
    <InvoiceResultPage
      locale={locale}
      q={ticketQuery(await searchParams)}
      path="/Electronic/succeed"
      title={t('succeed.title')}
      line="succeed"
      resendPath="/ElectronicBill/resend"
    />
  );
}
