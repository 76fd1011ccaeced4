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
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1.5 gap-y-2 px-3 py-2 sm:gap-x-3 xl:max-w-none xl:flex-nowrap xl:gap-x-3 xl:px-4 xl:py-3">
        <Link
          href="/"
          className="order-1 flex min-h-10 shrink-0 items-center gap-1.5 text-sm font-bold whitespace-nowrap text-brand-700 sm:gap-2 sm:text-lg xl:text-base 2xl:text-lg"
          aria-label={t('homeLink')}
        >
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
            <path d="M2 18 L30 6 L20 26 L16 19 Z" fill="currentColor" />
          </svg>
          {/*
            The English name needs more room: below 380 px, and on the one-row header from 1280 px until 1536 px (where a
            signed-out visitor's log-in and sign-up links would push the row past the screen), the logo alone stands
            for it; the link keeps its name.
          */}
          <span className={locale === 'zh-CN' ? 'inline' : 'hidden min-[380px]:inline xl:hidden 2xl:inline'}>
            {t('brand')}
          </span>
        </Link>
        <div className="order-2 ml-auto flex shrink-0 items-center text-sm xl:order-3 xl:ml-0">
          <UserMenuSlot />
        </div>
        <HeaderMenu openLabel={t('menuOpen')} closeLabel={t('menuClose')}>
          <nav aria-label={t('mainNav')} className="xl:mr-auto">
            <ul className="flex flex-col text-base xl:flex-row xl:gap-x-2.5 xl:text-sm 2xl:gap-x-3">
              {nav.map((item) => (
                <li key={item.destination}>
                  <Link
                    href={SITE_DESTINATIONS[item.destination].path}
                    className="flex min-h-11 items-center border-b border-slate-100 text-slate-800 hover:text-brand-700 hover:underline xl:min-h-8 xl:border-0 xl:whitespace-nowrap"
                  >
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <HeaderSearch locale={locale} />
          <div className="flex flex-col items-start gap-2 text-sm xl:flex-row xl:items-center xl:gap-3">
            <LanguageSwitch locale={locale} label={t('switchTo')} />
            <CurrencySwitch label={t('currency')} options={options} />
          </div>
        </HeaderMenu>
      </div>
    </header>
  );
}
