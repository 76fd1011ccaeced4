import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LOGIN_REQUIRED_CODES, type BookList } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import type { BookKind } from '@/lib/domain/member-book-rules';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { requireMember } from '@/lib/session';
import { bookList } from '@/lib/upstream/member-book';
import { MemberUnavailable } from '../member-unavailable';
import { LoadFailed, MemberPageCard } from '../member-page';

type TitleKey = `${BookKind}.title`;

/** The page's title (not indexed: a member's own page). */
export function bookPageMetadata(kind: BookKind) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace: 'MemberBook' });
    return { title: t(`${kind}.title` as TitleKey), robots: { index: false } };
  };
}

/**
 * One kind of the member's address book as a page of the member shell (spec §2): the member's list read
 * on the server, its heading and intro, and the kind's client list. A refused token is 'user verification
 * failed' like the other member pages; any other failure is 'query exception' (spec §8) with a reload
 * link, never a crash.
 */
export async function BookPage<K extends BookKind>({
  locale,
  kind,
  path,
  render,
}: {
  locale: Locale;
  kind: K;
  path: string;
  render: (list: BookList<K>) => ReactNode;
}) {
  await requireMember(locale);
  const context = await upstreamContextFor(locale);
  const [t, result] = await Promise.all([getTranslations('MemberBook'), bookList(context, kind)]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  const key = (k: 'heading' | 'intro') => `${kind}.${k}` as `contact.${typeof k}`;
  return (
    <MemberPageCard id="member-book-heading" heading={t(key('heading'))} intro={t(key('intro'))}>
      {!result.ok ? (
        <LoadFailed message={t('queryException')} reloadHref={`/${locale}${path}`} reloadLabel={t('reload')} />
      ) : (
        render(result.data as BookList<K>)
      )}
    </MemberPageCard>
  );
}
