import { getTranslations } from 'next-intl/server';
import { SITE_DESTINATIONS, isShownLink } from '@/lib/domain/site-destinations';
import { Link } from '@/lib/i18n/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';
import { CookieSettingsButton } from './cookie-banner';

/**
 * Footer with the static pages of spec §2 "Content and agreements" and the first-flight service, which is zh-CN
 * only: a link is shown where its page is built and, for a zh-CN only page, in Chinese only (site-destinations).
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const groups: { title: string; links: [href: string, label: string][] }[] = [
    {
      title: t('servicesTitle'),
      links: [
        ['/static/passengerNotice', t('passengerNotice')],
        ['/static/transportTerms', t('transportTerms')],
        ['/static/delayPlan', t('delayPlan')],
        ['/static/refundRules', t('refundRules')],
        ['/static/dangerousGoods', t('dangerousGoods')],
        [SITE_DESTINATIONS.firstService.path, t('firstService')],
        [SITE_DESTINATIONS.reimbursementVoucher.path, t('reimbursementVoucher')],
      ],
    },
    {
      title: t('helpTitle'),
      links: [
        ['/static/faq', t('faq')],
        ['/flightLine', t('routeNetwork')],
        ['/static/timetable', t('timetable')],
        ['/static/salesOffices', t('salesOffices')],
        ['/static/complaint', t('complaint')],
      ],
    },
    {
      title: t('aboutTitle'),
      links: [
        ['/static/contactUs', t('contactUs')],
        ['/static/careers', t('careers')],
        ['/static/registrationAgreement', t('registrationAgreement')],
        ['/static/privacy', t('privacy')],
      ],
    },
  ];
  const shown = groups.map((group) => ({
    ...group,
    links: group.links.filter(([href]) => isShownLink(href, routing.locales, locale)),
  }));
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-3">
        {shown.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-semibold text-slate-900">{group.title}</h2>
            <ul className="mt-2 space-y-0.5">
              {group.links.map(([href, label]) => (
                <li key={href}>
                  <Link
                    href={href}
                    className="inline-flex min-h-6 items-center text-slate-700 hover:text-brand-700 hover:underline"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-4 py-4 text-slate-600">
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
        <CookieSettingsButton label={t('cookieSettings')} />
      </div>
    </footer>
  );
}
