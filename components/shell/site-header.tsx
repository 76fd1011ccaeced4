import { getTranslations } from 'next-intl/server';
import { isBuilt, SITE_DESTINATIONS, type SiteDestination } from '@/lib/domain/site-destinations';
import { Link } from '@/lib/i18n/navigation';
import { CURRENCY_CHOICE_IDS, CURRENCY_PROFILES } from '@/lib/i18n/currency-profiles';
import type { Locale } from '@/lib/i18n/routing';
import { CurrencySwitch } from './currency-switch';
import { HeaderMenu } from './header-menu';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { UserMenuSlot } from './user-menu-slot';

/** The main menu in spec order; entries whose page is not built yet stay out (lib/domain/site-destinations.ts). */
const NAV: {
  destination: SiteDestination;
  label: 'navBook' | 'navCheckIn' | 'navFlightStatus' | 'navSeasonTicket' | 'navServices' | 'navRoutes' | 'navNews';
}[] = [
  { destination: 'book', label: 'navBook' },
  { destination: 'checkIn', label: 'navCheckIn' },
  { destination: 'flightStatus', label: 'navFlightStatus' },
  { destination: 'seasonTickets', label: 'navSeasonTicket' },
  { destination: 'travelServices', label: 'navServices' },
  { destination: 'routeNetwork', label: 'navRoutes' },
  { destination: 'news', label: 'navNews' },
];

/**
 * The same for everyone (decision 8): the saved currency and the login are client islands. On a phone a
 * compact bar (logo, account, menu button); the menu holds navigation, search, language and currency.
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const languageName = (l: Locale) => (l === 'zh-CN' ? t('languageZh') : t('languageEn'));
  const options = CURRENCY_CHOICE_IDS.map((id) => {
    const p = CURRENCY_PROFILES[id];
    const currency = p.currency === 'CNY' ? t('currencyCNY') : t('currencyUSD');
    return { id, label: t('currencyOption', { language: languageName(p.locale), currency }) };
  });
  const nav = NAV.filter((item) => isBuilt(item.destination));
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:gap-x-3 lg:flex-nowrap lg:gap-x-5 lg:px-4 lg:py-3">
        <Link
          href="/"
          className="order-1 flex min-h-10 shrink-0 items-center gap-2 font-bold whitespace-nowrap text-brand-700 sm:text-lg"
          aria-label={t('homeLink')}
        >
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <path d="M2 18 L30 6 L20 26 L16 19 Z" fill="currentColor" />
          </svg>
          <span className="hidden min-[380px]:inline">{t('brand')}</span>
        </Link>
        <div className="order-2 ml-auto flex shrink-0 items-center text-sm lg:order-3 lg:ml-0">
          <UserMenuSlot />
        </div>
        <HeaderMenu openLabel={t('menuOpen')} closeLabel={t('menuClose')}>
          <nav aria-label={t('mainNav')} className="lg:mr-auto">
            <ul className="flex flex-col text-base lg:flex-row lg:gap-x-5 lg:text-sm">
              {nav.map((item) => (
                <li key={item.destination}>
                  <Link
                    href={SITE_DESTINATIONS[item.destination].path}
                    className="flex min-h-11 items-center border-b border-slate-100 text-slate-800 hover:text-brand-700 hover:underline lg:min-h-8 lg:border-0 lg:whitespace-nowrap"
                  >
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <HeaderSearch locale={locale} />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <LanguageSwitch locale={locale} label={t('switchTo')} />
            <CurrencySwitch label={t('currency')} options={options} />
          </div>
        </HeaderMenu>
      </div>
    </header>
  );
}
