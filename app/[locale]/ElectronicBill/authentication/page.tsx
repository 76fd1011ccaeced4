import { getTranslations } from 'next-intl/server';
import { EInvoiceLookupForm } from '@/components/e-invoice/lookup-form';
import { pageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { eInvoiceMetadata } from '../_pages/metadata';
import { EInvoicePage } from '../_pages/page-parts';

export const generateMetadata = eInvoiceMetadata('authTitle');

/**
 * zh-CN /ElectronicBill/authentication (spec §2 zh-CN only; decision 71): the by-order way in, no sign-in needed.
 * The ticket is found by order number, passenger name and ticket number; English answers not found (spec §2).
 */
export default async function EInvoiceAuthenticationPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params, true);
  const t = await getTranslations('EInvoice');
  return (
    <EInvoicePage title={t('authTitle')} intro={t('authIntro')}>
      <EInvoiceLookupForm />
      <Link href="/Electronic/list" className="inline-flex min-h-6 items-center text-brand-700 underline">
        {t('memberLink')}
      </Link>
    </EInvoicePage>
  );
}
