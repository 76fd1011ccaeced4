import { getTranslations } from 'next-intl/server';

/** A tel: link for a number as people write it ('+86 20 8888 6666' → 'tel:+862088886666'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The customer-service number (CUSTOMER_SERVICE_PHONE, passed in by the page: components do not read the
 * environment), as a box on the contact and complaint pages.
 */
export async function CustomerServiceBox({ phone }: { phone: string }) {
  const t = await getTranslations('CustomerService');
  return (
    <section aria-label={t('title')} className="mt-6 rounded-md border border-brand-100 bg-brand-50 p-4 text-slate-900">
      <h2 className="font-semibold">{t('title')}</h2>
      <p className="mt-1">
        <a href={telHref(phone)} className="text-lg font-semibold text-brand-700 underline">
          {phone}
        </a>
        <span className="ml-2 text-sm text-slate-700">{t('hours')}</span>
      </p>
    </section>
  );
}
