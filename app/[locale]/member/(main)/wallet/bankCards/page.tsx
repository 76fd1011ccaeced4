import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BankCardForm } from '@/components/member/bank-card-form';
import { BankCardList } from '@/components/member/bank-card-list';
import { WalletNotOpenHere } from '@/components/member/wallet';
import { LOGIN_REQUIRED_CODES, ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { bankCards } from '@/lib/upstream/wallet';
import { MemberUnavailable } from '../../member-unavailable';
import { LoadFailed, MemberPageCard } from '../../member-page';

export const generateMetadata = privatePageMetadata('WalletFunds', 'cardsTitle');

/**
 * /member/wallet/bankCards (spec §2, §3 bank cards; decision 64): the member's cards, read on the server, each
 * removable; below, the form that adds one with an SMS code, or the maximum's message when the list is full.
 */
export default async function BankCardsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const [t, result] = await Promise.all([
    getTranslations('WalletFunds'),
    upstreamContextFor(locale).then((context) => bankCards(context)),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  const card = (children: ReactNode) => (
    <MemberPageCard id="bank-cards-heading" heading={t('cardsHeading')} intro={t('cardsIntro')}>
      {children}
    </MemberPageCard>
  );
  if (!result.ok && result.code === ResultCode.WALLET_NOT_OPEN) return card(<WalletNotOpenHere />);
  if (!result.ok) {
    const w = await getTranslations('Wallet');
    return card(
      <LoadFailed
        message={w('loadFailed')}
        reloadHref={`/${locale}/member/wallet/bankCards`}
        reloadLabel={w('reload')}
      />,
    );
  }
  const { cards, max } = result.data;
  return card(
    <>
      <p className="text-sm text-slate-700">{t('cardsCount', { count: cards.length, max })}</p>
      <BankCardList cards={cards} />
      {cards.length >= max ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-slate-900">
          {t('limitReached', { max })}
        </p>
      ) : (
        <BankCardForm />
      )}
    </>,
  );
}
