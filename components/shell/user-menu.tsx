'use client';

import { fullPageLoad } from '@/components/ui/full-page-load';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { setFlash } from '@/components/ui/flash';
import * as account from '@/lib/bff-client/account';
import { Link } from '@/lib/i18n/navigation';
import { forgetOfflinePasses } from '@/lib/offline-pass';
import { useDisclosure } from './use-disclosure';

type EntryKey = 'myAccount' | 'myOrders' | 'myWallet' | 'security' | 'faq';

/** Spec §2 user menu: my account, my orders, my wallet, security centre, FAQ, logout. */
const ENTRIES: readonly { key: EntryKey; href: string }[] = [
  { key: 'myAccount', href: '/member/index' },
  { key: 'myOrders', href: '/member/order' },
  { key: 'myWallet', href: '/member/wallet/wallet' },
  { key: 'security', href: '/member/security/security' },
  { key: 'faq', href: '/member/faq' },
];

/** A disclosure menu with the member's nickname; Escape or a click outside closes it. */
export function UserMenu({ nickname }: { nickname: string }) {
  const t = useTranslations('UserMenu');
  const locale = useLocale();
  const { open, setOpen, area: root, menuId, closeToButton, buttonProps } = useDisclosure<HTMLDivElement>('mousedown');
  const [busy, setBusy] = useState(false);

  // Spec §7: success → the locale home; failure → forced logout with its message. Cookies go either way.
  async function logout() {
    setBusy(true);
    const result = await account.logout.call(undefined, { quiet: true });
    // The boarding passes kept offline go with the login (decision 56), whatever airline-api answered.
    await forgetOfflinePasses();
    if (!result.ok) setFlash(t('forcedLogout'), 'error');
    fullPageLoad(`/${locale}`);
  }

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) closeToButton();
      }}
    >
      <button
        {...buttonProps}
        className="flex min-h-10 items-center gap-1 rounded px-2 py-1 font-medium xl:min-h-8 text-slate-800 hover:bg-slate-100"
      >
        <span className="sr-only">{t('label')}: </span>
        <span className="max-w-[7rem] truncate sm:max-w-[12rem]">{nickname}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-[1000] mt-1 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {ENTRIES.map((entry) => (
          <li key={entry.key}>
            <Link
              href={entry.href}
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-sm text-slate-800 hover:bg-brand-50"
            >
              {t(entry.key)}
            </Link>
          </li>
        ))}
        <li className="border-t border-slate-100">
          <button
            type="button"
            disabled={busy}
            onClick={() => void logout()}
            className="block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-brand-50"
          >
            {t('logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
