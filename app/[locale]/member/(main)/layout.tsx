import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { MemberSideMenu } from '@/components/member/member-side-menu';
import { isLocale } from '@/lib/i18n/routing';
import { requireMember } from '@/lib/session';

/** The member centre shell (spec §2 /member/main): side menu beside the page. */
export default async function MemberShellLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  await requireMember(locale);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[14rem_1fr]">
      <MemberSideMenu />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
