'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { pushToast } from '@/components/ui/toast-store';
import { bffFetch } from '@/lib/api/bff-fetch';
import { Link } from '@/lib/i18n/navigation';
import { openLoginDialog } from './login-dialog';
import { UserMenu } from './user-menu';

export type HeaderMember = { nickname: string } | { invalid: true } | null;

/**
 * The header's account corner: log in / sign up for visitors, the member's menu once logged in. A session
 * that airline-api refused ('user verification failed', spec §4/§8) is checked again and cleared by the BFF.
 */
export function UserMenuSlot({ member }: { member: HeaderMember }) {
  const t = useTranslations('UserMenu');
  const router = useRouter();
  const invalid = member !== null && 'invalid' in member;

  useEffect(() => {
    if (!invalid) return;
    void bffFetch('/api/account/me', { quiet: true }).then((result) => {
      if (!result.ok) pushToast('error', t('verificationFailed'));
      router.refresh();
    });
  }, [invalid, router, t]);

  if (member && 'nickname' in member) return <UserMenu nickname={member.nickname} />;
  return (
    <span className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => openLoginDialog(null)}
        className="rounded bg-brand-700 px-3 py-1 font-medium text-white hover:bg-brand-800"
      >
        {t('login')}
      </button>
      <span aria-hidden="true" className="text-slate-400">
        |
      </span>
      <Link href="/regist" className="text-slate-700 hover:underline">
        {t('register')}
      </Link>
    </span>
  );
}
