import 'server-only';
import { cache } from 'react';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import type { Locale } from '@/lib/i18n/routing';
import { readSession } from '@/lib/session';
import { memberInfoQuery } from '@/lib/upstream/member';
import { toMemberView, type MemberView } from './member-view';

/**
 * A session whose token airline-api no longer accepts (or whose member could not be read); `unavailable` when the
 * airline's system did not answer (a 5xxxxxx failure: down, timed out), which says nothing about the login.
 */
export type InvalidMember = { invalid: true; unavailable: boolean };

export function isInvalidMember(value: MemberView | InvalidMember | null): value is InvalidMember {
  return value !== null && 'invalid' in value;
}

/**
 * The member of this request for server components, read once per request (React `cache`).
 * null: nobody is logged in. `{ invalid: true }`: a session exists but memberInfoQuery failed (spec §8
 * 'user verification failed'). A page cannot write cookies while it renders, so the page shows the
 * visitor as logged out; the header's account island calls GET /api/account/header on the same page load,
 * which repeats the check and clears the cookies when it fails again (a passing second check keeps the login).
 */
export const currentMember = cache(async (locale: Locale): Promise<MemberView | InvalidMember | null> => {
  const session = await readSession();
  if (!session) return null;
  const result = await memberInfoQuery(await upstreamContextFor(locale));
  if (!result.ok) return { invalid: true, unavailable: result.code.startsWith('5') };
  if (result.data.memberId !== session.memberId) return { invalid: true, unavailable: false };
  return toMemberView(result.data);
});

/**
 * The balance of this request's member when their wallet is open (walletStatus T), else null (a visitor, a closed
 * wallet, a session airline-api refuses): the pages that take a payment offer the wallet with it (decision 49).
 */
export async function openWalletBalance(locale: Locale): Promise<MemberView['balance'] | null> {
  const member = await currentMember(locale);
  return member && !isInvalidMember(member) && member.walletStatus === 'T' ? member.balance : null;
}
