'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { openLoginDialog } from '@/components/ui/login-events';
import { pushToast } from '@/components/ui/toast-store';
import * as account from '@/lib/bff-client/account';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract/codes';
import { Link } from '@/lib/i18n/navigation';
import { hasMemberHint, MEMBER_CHANGED_EVENT } from '@/lib/member-hint';

/** Only members need the menu: it loads while the header asks who is logged in (decision 5's JS budget). */
const UserMenu = dynamic(() => import('./user-menu').then((m) => m.UserMenu), { ssr: false });

/** pending: the first paint, before this browser's login is known (the same on the server and the client). */
type SlotState = 'pending' | 'visitor' | { nickname: string };

/**
 * The header's account corner (decision 8): a client island, so every page can be cached for everyone.
 * Log in / sign up for visitors; with a login (the readable hint cookie says so) the member's menu, named by
 * GET /api/account/header. While that answers, the visitor buttons keep their place but stay invisible
 * (the layout's head script marks the document before the first paint), so a member never sees them flash.
 * A session airline-api refused answers 'user verification failed' (spec §8): a toast, and a visitor again.
 */
export function UserMenuSlot() {
  const t = useTranslations('UserMenu');
  const [state, setState] = useState<SlotState>('pending');

  useEffect(() => {
    let live = true;
    const check = () => {
      if (!hasMemberHint(document.cookie)) {
        setState('visitor');
        delete document.documentElement.dataset.member;
        return;
      }
      void account.headerMember.call(undefined, { quiet: true }).then((result) => {
        if (!live) return;
        if (!result.ok && result.code !== 'NETWORK' && LOGIN_REQUIRED_CODES.includes(result.code))
          pushToast('error', t('verificationFailed'));
        setState(result.ok && result.data ? { nickname: result.data.nickname } : 'visitor');
        delete document.documentElement.dataset.member;
      });
    };
    check();
    window.addEventListener(MEMBER_CHANGED_EVENT, check);
    return () => {
      live = false;
      window.removeEventListener(MEMBER_CHANGED_EVENT, check);
    };
  }, [t]);

  if (typeof state === 'object') return <UserMenu nickname={state.nickname} />;
  return (
    <span
      className="flex items-center gap-2 whitespace-nowrap"
      data-visitor-only={state === 'pending' ? '' : undefined}
    >
      <Button size="sm" onClick={() => openLoginDialog(null)}>
        {t('login')}
      </Button>
      <span aria-hidden="true" className="hidden text-slate-400 sm:inline">
        |
      </span>
      <Link
        href="/regist"
        className="inline-flex min-h-8 items-center whitespace-nowrap text-slate-700 hover:underline"
      >
        {t('register')}
      </Link>
    </span>
  );
}
