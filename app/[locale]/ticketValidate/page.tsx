import { getTranslations } from 'next-intl/server';
import { TicketValidationForm } from '@/components/ticket-validation/ticket-validation-form';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'TicketValidation' }),
    getTranslations({ locale, namespace: 'Content' }),
  ]);
  return { title: site('titleTemplate', { title: t('title') }), description: t('description') };
}

/**
 * /ticketValidate (spec §2 Flight and ticket services, §4 ticket validation statuses, §5 its form, §9 its
 * windows; decision 69): a ticket verified by passenger name and 902 ticket number, public. The form is a client
 * island calling `lib/bff-client/ticket-validation`; the result is also mailed to the address given.
 */
export default async function TicketValidatePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('TicketValidation');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      <div className="mt-4">
        <TicketValidationForm locale={locale} />
      </div>
    </div>
  );
}
