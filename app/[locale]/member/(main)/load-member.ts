import 'server-only';
import { currentMember, isInvalidMember } from '@/lib/member/current';
import type { MemberView } from '@/lib/member/member-view';
import type { Locale } from '@/lib/i18n/routing';
import { requireMember } from '@/lib/session';

/** Every member-centre page: the guard again (never the proxy alone), then the member, or null when unreadable. */
export async function loadMember(locale: Locale): Promise<MemberView | null> {
  await requireMember(locale);
  const member = await currentMember(locale);
  return member && !isInvalidMember(member) ? member : null;
}
