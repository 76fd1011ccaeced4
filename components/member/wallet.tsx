import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { LinkChipGroup } from '@/components/ui/link-chips';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { Money } from '@/lib/contract';
import { WALLET_PERIODS, WALLET_RECORD_KINDS } from '@/lib/contract/wallet';
import { walletHref, type WalletQuery } from '@/lib/domain/wallet-filters';
import { formatMoney } from '@/lib/i18n/format';
import { WalletOpen } from './wallet-open';

/**
 * The member's wallet (spec §2 /member/wallet/wallet, §3 Wallet), server-rendered: the balances, the period and kind
 * as links (docs/decisions/0017: they work without JavaScript, survive reload and Back), and the records
 * (wallet-records.tsx: stacked cards on a phone and a table from md up) with their pages (wallet-pages.tsx).
 */

/** Available and frozen balance; the note says why they are in yuan when the visitor chose dollars. */
export function WalletBalances({
  available,
  frozen,
  locale,
  currencyNote,
}: {
  available: Money;
  frozen: Money;
  locale: string;
  currencyNote: boolean;
}) {
  const t = useTranslations('Wallet');
  const id = useId();
  return (
    <div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-md bg-slate-50 p-3">
          <dt id={`${id}-available`} className="text-sm text-slate-700">
            {t('available')}
          </dt>
          <dd aria-labelledby={`${id}-available`} className="mt-1 text-2xl font-semibold text-slate-900">
            {formatMoney(available.amount, available.currency, locale, { fraction: 'always' })}
          </dd>
        </div>
        <div className="rounded-md bg-slate-50 p-3">
          <dt id={`${id}-frozen`} className="text-sm text-slate-700">
            {t('frozen')}
          </dt>
          <dd aria-labelledby={`${id}-frozen`} className="mt-1 text-2xl font-semibold text-slate-900">
            {formatMoney(frozen.amount, frozen.currency, locale, { fraction: 'always' })}
          </dd>
        </div>
      </dl>
      {currencyNote && <p className="mt-2 text-xs text-slate-700">{t('currencyNote')}</p>}
    </div>
  );
}

/** Spec §4, §8: a wallet not opened says so and prompts to open it, with its rules and the button (decision 64). */
export function WalletNotOpened() {
  const t = useTranslations('Wallet');
  const id = useId();
  return (
    <div
      role="region"
      aria-labelledby={id}
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <p id={id} className="font-semibold">
        {t('notOpened')}
      </p>
      <p className="mt-1 text-sm">{t('openPrompt')}</p>
      <WalletOpen />
    </div>
  );
}

/** The period (last 1, 2, 3 months) and the kind (all or one of four), as groups of links. */
export function WalletFilters({ query, from }: { query: WalletQuery; from: string | null }) {
  const t = useTranslations('Wallet');
  const kinds = [null, ...WALLET_RECORD_KINDS] as const;
  return (
    <div className="space-y-3">
      <LinkChipGroup
        label={t('periodLabel')}
        testId="wallet-periods"
        chips={WALLET_PERIODS.map((months) => ({
          key: String(months),
          href: walletHref(query, { months }),
          current: months === query.months,
          label: t('period', { months }),
        }))}
      />
      <LinkChipGroup
        label={t('kindLabel')}
        testId="wallet-kinds"
        chips={kinds.map((kind) => ({
          key: kind ?? 'ALL',
          href: walletHref(query, { kind }),
          current: kind === query.kind,
          label: kind ? t(`kind.${kind}`) : t('allKinds'),
        }))}
      />
      {from && (
        <p className="text-sm text-slate-700" data-testid="wallet-period">
          {t('since', { date: from })}
        </p>
      )}
    </div>
  );
}

/** The open wallet's actions (decision 64): top up, withdraw, and the bank cards both use. */
export function WalletActions() {
  const t = useTranslations('WalletFunds');
  const links = [
    { href: '/member/wallet/rechargeWallet', label: t('recharge'), variant: 'primary' as const },
    { href: '/member/wallet/withdrawCash', label: t('withdraw'), variant: 'secondary' as const },
    { href: '/member/wallet/bankCards', label: t('bankCards'), variant: 'secondary' as const },
  ];
  return (
    <nav aria-label={t('actions')}>
      <ul className="flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={buttonClass({ variant: l.variant, size: 'md' })}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The wallet's other pages for a member whose wallet is not open: where to open it. */
export function WalletNotOpenHere() {
  const t = useTranslations('WalletFunds');
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <p>{t('notOpenedHere')}</p>
      <Link href="/member/wallet/wallet" className="mt-2 inline-flex min-h-6 items-center underline">
        {t('toWallet')}
      </Link>
    </div>
  );
}
