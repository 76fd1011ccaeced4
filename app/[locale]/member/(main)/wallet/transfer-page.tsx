import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { WalletNotOpenHere } from '@/components/member/wallet';
import { WalletTransferForm } from '@/components/member/wallet-transfer-form';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireMember } from '@/lib/session';
import { bankCards, walletRecords } from '@/lib/upstream/wallet';
import { MemberUnavailable } from '../member-unavailable';
import { LoadFailed, MemberPageCard } from '../member-page';

const PATH = { TOPUP: '/member/wallet/rechargeWallet', WITHDRAWAL: '/member/wallet/withdrawCash' } as const;

/**
 * The top-up and withdrawal pages (decision 64), server-rendered: the wallet's balance and the member's cards are
 * read here; a wallet not open points to the wallet page, no card to the bank cards page; the form is the client.
 */
export async function WalletTransferPage({
  params,
  kind,
}: {
  params: Promise<{ locale: string }>;
  kind: 'TOPUP' | 'WITHDRAWAL';
}) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const context = await upstreamContextFor(locale);
  const [t, w, balances, cards] = await Promise.all([
    getTranslations('WalletFunds'),
    getTranslations('Wallet'),
    walletRecords(context, { months: 1, page: 1 }),
    bankCards(context),
  ]);
  const refused = [balances, cards].find((r) => !r.ok && LOGIN_REQUIRED_CODES.includes(r.code));
  if (refused) return <MemberUnavailable />;
  const page = (children: ReactNode) => (
    <MemberPageCard id="wallet-transfer-heading" heading={t(kind === 'TOPUP' ? 'rechargeHeading' : 'withdrawHeading')}>
      {children}
    </MemberPageCard>
  );
  if (balances.ok && balances.data.walletStatus !== 'T') return page(<WalletNotOpenHere />);
  if (!balances.ok || !cards.ok)
    return page(
      <LoadFailed message={w('loadFailed')} reloadHref={`/${locale}${PATH[kind]}`} reloadLabel={w('reload')} />,
    );
  if (cards.data.cards.length === 0)
    return page(
      <div className="rounded-md bg-slate-50 p-4 text-slate-900">
        <p>{t('addCardFirst')}</p>
        <Link href="/member/wallet/bankCards" className="mt-2 inline-flex min-h-6 items-center underline">
          {t('addCardLink')}
        </Link>
      </div>,
    );
  return page(
    <WalletTransferForm
      kind={kind}
      cards={cards.data.cards}
      availableFen={balances.data.available.amount}
      locale={locale}
    />,
  );
}
