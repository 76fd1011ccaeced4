'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import * as orders from '@/lib/bff-client/orders';
import type { Money } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import { formatMoney } from '@/lib/i18n/format';
import { OceanBillingFormView, type Billing } from './ocean-billing-form';

type Props = {
  orderNo: string;
  amount: Money;
  locale: string;
  /** Present for a member whose walletStatus is T. */
  walletBalance: Money | null;
  onWalletPaid: () => void;
};

/** A fresh id per click: the BFF makes it the idempotency key of this attempt. */
const attempt = () => crypto.randomUUID();

/** Spec §2/§7 payment: the gateway (the payment apply call), an overseas card (oceanPayment), the wallet. */
export function PayMethods({ orderNo, amount, locale, walletBalance, onWalletPaid }: Props) {
  const t = useTranslations('OrderPay');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [walletError, setWalletError] = useState<string | null>(null);
  const due = formatMoney(amount.amount, amount.currency, locale);

  /** Leaves for the page the BFF answers (the gateway's or the card's); stays put when there is none. */
  async function go(payUrl: () => Promise<string | undefined>) {
    setBusy(true);
    const url = await payUrl();
    if (!url) return setBusy(false);
    setRedirecting(true);
    window.location.assign(url);
  }

  const payByGateway = () =>
    go(async () => {
      const result = await orders.payByGateway.call({ orderNo, attempt: attempt(), channel: 'GATEWAY' });
      return result.ok ? result.data.url : undefined;
    });

  const payByCard = (billing: Billing) =>
    go(async () => {
      const result = await orders.payByCard.call({ orderNo, attempt: attempt(), billing });
      return result.ok ? result.data.payUrl : undefined;
    });

  async function payByWallet() {
    setBusy(true);
    setWalletError(null);
    const result = await orders.payByWallet.call({ orderNo, attempt: attempt() });
    setBusy(false);
    if (result.ok) return onWalletPaid();
    if (result.code === ResultCode.WALLET_INSUFFICIENT) setWalletError(t('walletInsufficient'));
  }

  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-brand-700">
        {redirecting ? t('redirecting') : ''}
      </p>
      <section aria-labelledby={`${id}-gateway`} className="rounded-md border border-slate-200 p-4">
        <h3 id={`${id}-gateway`} className="font-semibold text-slate-900">
          {t('gateway')}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t('gatewayHint')}</p>
        <Button variant="accent" disabled={busy} onClick={payByGateway} className="mt-3">
          {t('payNow', { amount: due })}
        </Button>
      </section>
      {walletBalance && (
        <section className="rounded-md border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">{t('wallet')}</h3>
          <p className="mt-1 text-sm text-slate-700">
            {t('walletBalance', { amount: formatMoney(walletBalance.amount, walletBalance.currency, locale) })}
          </p>
          {walletBalance.currency !== amount.currency && (
            // The wallet is kept in yuan whatever currency the site shows; say so rather than convert.
            <p className="mt-1 text-sm text-slate-700">{t('walletCurrencyNote')}</p>
          )}
          <Button disabled={busy} onClick={payByWallet} className="mt-3">
            {t('walletPay', { amount: due })}
          </Button>
          {walletError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {walletError}
            </p>
          )}
        </section>
      )}
      <details className="rounded-md border border-slate-200 p-4">
        <summary className="cursor-pointer font-semibold text-slate-900">{t('ocean')}</summary>
        <p className="mt-1 text-sm text-slate-700">{t('oceanHint')}</p>
        <OceanBillingFormView busy={busy} onSubmit={payByCard} />
      </details>
    </div>
  );
}
