'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { openLoginDialog } from '@/components/ui/login-events';
import { pushToast } from '@/components/ui/toast-store';
import * as account from '@/lib/bff-client/account';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract/codes';
import { Link } from '@/lib/i18n/navigation';
import { hasMemberHint, MEMBER_CHANGED_EVENT } from '@/lib/member-hint';

/**
 * Only members need the menu: it loads while the header asks who is logged in (decision 5's JS budget). When its
 * code cannot be fetched (the web restarting, decision 55), the member gets a plain link to their account instead:
 * a failed chunk must not take the whole page down with Next's "This page couldn't load".
 */
const UserMenu = dynamic(() => import('./user-menu').then((m) => m.UserMenu).catch(() => MemberLink), { ssr: false });

/** The menu's stand-in: the member's nickname, leading to the member centre. */
function MemberLink({ nickname }: { nickname: string }) {
  return (
    <Link
      href="/member/index"
      className="inline-flex min-h-8 items-center whitespace-nowrap text-slate-700 hover:underline"
    >
      {nickname}
    </Link>
  );
}

/** pending: the first paint, before this browser's login is known (the same on the server and the client). */
type SlotState = 'pending' | 'visitor' | { nickname: string };

function onMemberChange(listener: () => void) {
  window.addEventListener(MEMBER_CHANGED_EVENT, listener);
  return () => window.removeEventListener(MEMBER_CHANGED_EVENT, listener);
}
const readHint = () => hasMemberHint(document.cookie);
/** The server does not know: the first paint waits for the browser. */
const unknownHint = () => null;

/**
 * The header's account corner (decision 8): a client island, so every page can be cached for everyone.
 * Log in / sign up for visitors; with a login (the readable hint cookie says so) the member's menu, named by
 * `account.headerMember`. While that answers, the visitor buttons keep their place but stay invisible
 * (the layout's head script marks the document before the first paint), so a member never sees them flash.
 * A session airline-api refused answers 'user verification failed' (spec §8): a toast, and a visitor again.
 */
export function UserMenuSlot() {
  const t = useTranslations('UserMenu');
  const hint = useSyncExternalStore(onMemberChange, readHint, unknownHint);
  const header = useBffQuery(account.headerMember, undefined, { enabled: hint === true });
  const { refetch, failure, settledAt } = header;

  // A change the header shows (a new nickname) while the login stays: ask again.
  useEffect(() => onMemberChange(() => void (readHint() && refetch())), [refetch]);
  useEffect(() => {
    if (hint === false) delete document.documentElement.dataset.member;
  }, [hint]);
  useEffect(() => {
    if (!settledAt) return;
    if (failure && failure.code !== 'NETWORK' && LOGIN_REQUIRED_CODES.includes(failure.code))
      pushToast('error', t('verificationFailed'));
    delete document.documentElement.dataset.member;
  }, [settledAt, failure, t]);

  const state: SlotState =
    hint === null || (hint && header.isPending)
      ? 'pending'
      : hint && !header.isError && header.data
        ? { nickname: header.data.nickname }
        : 'visitor';
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
