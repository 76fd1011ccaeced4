'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { Link, usePathname } from '@/lib/i18n/navigation';

/** The member centre's menu (spec §2 shell /member/main). Pages not built yet are text, never dead links. */
const GROUPS = [
  {
    key: 'account',
    items: [
      { key: 'home', href: '/member/index' },
      { key: 'myInformation', href: '/member/account/myInformation' },
      { key: 'growth', href: null },
      { key: 'rights', href: null },
    ],
  },
  { key: 'orders', items: [{ key: 'myOrders', href: '/member/order' }] },
  {
    key: 'wallet',
    items: [
      { key: 'myWallet', href: null },
      { key: 'coupons', href: null },
      { key: 'points', href: null },
    ],
  },
  {
    key: 'travellers',
    items: [
      { key: 'passengers', href: null },
      { key: 'contacts', href: null },
      { key: 'addresses', href: null },
    ],
  },
  {
    key: 'security',
    items: [
      { key: 'securityCentre', href: '/member/security/security' },
      { key: 'faq', href: null },
    ],
  },
] as const;

export function MemberSideMenu() {
  const t = useTranslations('MemberCentre');
  const pathname = usePathname();
  return (
    <Card as="nav" aria-label={t('menuLabel')} className="text-sm">
      {GROUPS.map((group) => (
        <div key={group.key} className="mb-3 last:mb-0">
          <h2 className="mb-1 font-semibold text-slate-900">{t(`groups.${group.key}`)}</h2>
          <ul className="space-y-0.5">
            {group.items.map((item) => (
              <li key={item.key}>
                {item.href ? (
                  <Link
                    href={item.href}
                    aria-current={pathname === item.href ? 'page' : undefined}
                    className={`block rounded px-2 py-1 ${pathname === item.href ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-800 hover:text-brand-700'}`}
                  >
                    {t(`items.${item.key}`)}
                  </Link>
                ) : (
                  <span className="block px-2 py-1 text-slate-600">
                    {t(`items.${item.key}`)} <span className="text-xs">({t('comingSoon')})</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Card>
  );
}
