'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { Link, usePathname } from '@/lib/i18n/navigation';

/** The member centre's menu (spec §2 shell /member/main): every item is a page of its own. */
const GROUPS = [
  {
    key: 'account',
    items: [
      { key: 'home', href: '/member/index' },
      { key: 'myInformation', href: '/member/account/myInformation' },
      { key: 'growth', href: '/member/account/growth' },
      { key: 'rights', href: '/member/account/rights' },
    ],
  },
  { key: 'orders', items: [{ key: 'myOrders', href: '/member/order' }] },
  {
    key: 'wallet',
    items: [
      { key: 'myWallet', href: '/member/wallet/wallet' },
      { key: 'bankCards', href: '/member/wallet/bankCards' },
      { key: 'coupons', href: '/member/coupon' },
      { key: 'points', href: '/member/integral/integral' },
    ],
  },
  {
    key: 'travellers',
    items: [
      { key: 'passengers', href: '/member/passengers' },
      { key: 'contacts', href: '/member/contacts' },
      { key: 'addresses', href: '/member/address' },
      { key: 'beneficiaries', href: '/member/beneficiary' },
      { key: 'invoiceTitles', href: '/member/eHeader/index' },
      { key: 'myCollect', href: '/member/myCollect' },
    ],
  },
  {
    key: 'security',
    items: [
      { key: 'securityCentre', href: '/member/security/security' },
      { key: 'certification', href: '/member/security/certificate/certify' },
      { key: 'faq', href: '/member/faq' },
      { key: 'documentDownload', href: '/member/documentDownload' },
    ],
  },
] as const;

type Item = (typeof GROUPS)[number]['items'][number];

/**
 * From a tablet up, the menu stands beside the page. On a phone it would fill the first screen before the
 * page begins, so there it is a disclosure under the header that names the page you are on.
 */
export function MemberSideMenu() {
  const t = useTranslations('MemberCentre');
  const pathname = usePathname();
  const current = GROUPS.flatMap((g) => g.items as readonly Item[]).find((item) => item.href === pathname);
  const groups = GROUPS.map((group) => (
    <div key={group.key} className="mb-3 last:mb-0">
      <h2 className="mb-1 font-semibold text-slate-900">{t(`groups.${group.key}`)}</h2>
      <ul className="space-y-0.5">
        {group.items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              aria-current={pathname === item.href ? 'page' : undefined}
              className={`block min-h-6 rounded px-2 py-1 ${pathname === item.href ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-800 hover:text-brand-700'}`}
            >
              {t(`items.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
  return (
    <>
      <Card as="nav" aria-label={t('menuLabel')} className="hidden text-sm md:block">
        {groups}
      </Card>
      <details className="group rounded-lg border border-slate-200 bg-white text-sm shadow-sm md:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="font-semibold text-slate-900">{t('menuLabel')}</span>
            {current && <span className="text-slate-700"> · {t(`items.${current.key}`)}</span>}
          </span>
          <span aria-hidden="true" className="text-slate-600 transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <nav aria-label={t('menuLabel')} className="border-t border-slate-200 px-4 py-3">
          {groups}
        </nav>
      </details>
    </>
  );
}
