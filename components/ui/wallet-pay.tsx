'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import type { WalletReturn } from '@/lib/bff-client/orders';
import type { Money } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import { formatMoney } from '@/lib/i18n/format';
import { useRouter } from '@/lib/i18n/navigation';

type Props = {
  /** What the order asks, in the currency the site shows it. */
  amount: Money;
  /** The member's balance (walletStatus T): the wallet holds yuan. */
  balance: Money;
  locale: string;
  /** Another payment method is running. */
  busy: boolean;
  onBusy: (busy: boolean) => void;
  /** Takes the money, once confirmed, with this click's attempt id; answers the signed return. */
  pay: (attempt: string) => Promise<BffResult<{ paymentReturn: WalletReturn }>>;
  /** The page the gateway would return to for this order (its own query first); `/result` for a booking. */
  resultPath?: string;
};

/**
 * The result page of a wallet payment with its signed return, as a gateway's would be (decision 49): `/result` for
 * a booking, the add-on pages' own return page for an add-on order; `path` may carry its own query.
 */
export function walletResultHref(r: WalletReturn, path = '/result'): string {
  const [pathname, own] = path.split('?');
  const query = new URLSearchParams(own);
  for (const [key, value] of Object.entries({
    type: r.type,
    orderNumber: r.orderNumber,
    pay: r.pay,
    paymentId: r.paymentId,
    amount: String(r.amount),
    sign: r.sign,
  }))
    query.set(key, value);
  return `${pathname}?${query.toString()}`;
}

/**
 * Paying from the wallet (spec §2 'wallet-enabled members pay through the wallet flow'; decision 49), for a booking,
 * a change or an add-on order alike: the button
 * asks first, with the amount and the balance, and only the confirmation takes the money. The member then lands on
 * the payment result page, which verifies the payment and follows the tickets as after the gateway. The system
 * has no payment password (spec §3 lists none among a member's fields), so the confirmation is the amount alone.
 */
export function WalletPay({ amount, balance, locale, busy, onBusy, pay: take, resultPath }: Props) {
  const t = useTranslations('OrderPay');
  const id = useId();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const due = formatMoney(amount.amount, amount.currency, locale);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  async function pay() {
    setPaying(true);
    onBusy(true);
    setError(null);
    const result = await take(crypto.randomUUID());
    if (result.ok) return router.push(walletResultHref(result.data.paymentReturn, resultPath));
    setPaying(false);
    onBusy(false);
    setAsking(false);
    setError(
      result.code === ResultCode.WALLET_INSUFFICIENT ? t('walletInsufficient') : result.msg || t('walletFailed'),
    );
  }

  return (
    <section aria-labelledby={`${id}-wallet`} className="rounded-md border border-slate-200 p-4">
      <h3 id={`${id}-wallet`} className="font-semibold text-slate-900">
        {t('wallet')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {t('walletBalance', { amount: formatMoney(balance.amount, balance.currency, locale) })}
      </p>
      {balance.currency !== amount.currency && (
        // The wallet is kept in yuan whatever currency the site shows; say so rather than convert.
        <p className="mt-1 text-sm text-slate-700">{t('walletCurrencyNote')}</p>
      )}
      {asking ? (
        <div role="alertdialog" aria-labelledby={`${id}-ask`} className="mt-3 rounded-md bg-brand-50 p-3">
          <p id={`${id}-ask`} className="font-semibold text-slate-900">
            {t('walletConfirmQuestion', { amount: due })}
          </p>
          <p className="mt-1 text-sm text-slate-700">{t('walletConfirmHint')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button ref={confirmRef} variant="accent" busy={paying} onClick={pay}>
              {t('walletConfirm', { amount: due })}
            </Button>
            <Button variant="secondary" disabled={paying} onClick={() => setAsking(false)}>
              {t('walletBack')}
            </Button>
          </div>
        </div>
      ) : (
        <Button disabled={busy} onClick={() => setAsking(true)} className="mt-3">
          {t('walletPay', { amount: due })}
        </Button>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
