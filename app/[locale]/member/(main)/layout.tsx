import type { ReactNode } from 'react';
import { MemberSideMenu } from '@/components/member/member-side-menu';
import { requireMember } from '@/lib/session';
import { pageLocale } from '@/lib/i18n/page-locale';

/** The member centre shell (spec §2 /member/main): side menu beside the page. */
export default async function MemberShellLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[14rem_1fr]">
      <MemberSideMenu />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
