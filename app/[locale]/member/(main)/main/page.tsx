import { setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { requireMember } from '@/lib/session';

/** /member/main is the shell; its index is the member home. */
export default async function MemberMainPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  await requireMember(locale);
  redirect(`/${locale}/member/index`);
}
