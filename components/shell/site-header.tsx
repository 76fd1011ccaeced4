import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { CURRENCY_PROFILE_IDS, CURRENCY_PROFILES } from '@/lib/i18n/currency-profiles';
import type { Locale } from '@/lib/i18n/routing';
import { CurrencySwitch } from './currency-switch';
import { LanguageSwitch } from './language-switch';
import { UserMenuSlot } from './user-menu-slot';

/** The same for everyone (decision 8): the saved currency and the login are client islands. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const languageName = (l: Locale) => (l === 'zh-CN' ? t('languageZh') : t('languageEn'));
  const options = CURRENCY_PROFILE_IDS.map((id) => {
    const p = CURRENCY_PROFILES[id];
    return {
      id,
      label: `${t('currencyOption', { language: languageName(p.locale), currency: p.currency, symbol: p.symbol })} (${id})`,
    };
  });
  const nav = [
    { href: '/', label: t('navBook') },
    { href: '/checkIn', label: t('navCheckIn') },
    { href: '/flightDynamics', label: t('navFlightStatus') },
    { href: '/seasonTicket/main/all', label: t('navSeasonTicket') },
    { href: '/ancillary/selfService', label: t('navServices') },
  ];
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-brand-700" aria-label={t('homeLink')}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <path d="M2 18 L30 6 L20 26 L16 19 Z" fill="currentColor" />
          </svg>
          <span>{t('brand')}</span>
        </Link>
        <nav aria-label={t('mainNav')} className="order-3 w-full md:order-none md:w-auto">
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {nav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="text-slate-700 hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <LanguageSwitch locale={locale} label={t('switchTo')} />
          <CurrencySwitch label={t('currency')} options={options} />
          <UserMenuSlot />
        </div>
      </div>
    </header>
  );
}
