import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Every page says so when the upstream's sandbox is on (decision 13; the layout reads the setting): its
 * codes are readable by anyone and its gateway pays any order, so nobody should take the site for the
 * real airline.
 */
export async function SandboxMarker({ locale, on }: { locale: Locale; on: boolean }) {
  if (!on) return null;
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <p
      data-sandbox-marker=""
      className="bg-amber-300 px-3 py-1 text-center text-xs font-semibold leading-5 text-amber-950"
    >
      {t('sandboxMarker')}
    </p>
  );
}
