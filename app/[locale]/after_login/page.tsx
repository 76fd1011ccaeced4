import { setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { safeReturnPath } from '@/lib/domain/safe-path';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string | string[] }> };

/** Where every login ends (spec §2): the path the guard remembered, if it is one of ours, else the member home. */
export default async function AfterLoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const raw = (await searchParams).next;
  redirect(safeReturnPath(typeof raw === 'string' ? raw : null, routing.locales) ?? `/${locale}/member/index`);
}
