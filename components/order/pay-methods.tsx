'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { WalletPay } from '@/components/ui/wallet-pay';
import * as orders from '@/lib/bff-client/orders';
import type { Money } from '@/lib/contract';
import { formatMoney } from '@/lib/i18n/format';
import { keepBillingDraft, useBillingDraft } from './billing-draft';
import { OceanBillingFormView, type Billing } from './ocean-billing-form';

type Props = {
  orderNo: string;
  amount: Money;
  locale: string;
  /** Present for a member whose walletStatus is T. */
  walletBalance: Money | null;
};

/** A fresh id per click: the BFF makes it the idempotency key of this attempt. */
const attempt = () => crypto.randomUUID();

/**
 * Spec §2/§7 payment: the gateway (the payment apply call), an overseas card (oceanPayment), the wallet (asked to
 * confirm, then the result page; decision 49). A card's billing is kept in the tab, to fill the form again after
 * a declined payment.
 */
export function PayMethods({ orderNo, amount, locale, walletBalance }: Props) {
  const t = useTranslations('OrderPay');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  // The billing kept in this tab for the order (decision 49): the card form opens filled in with it.
  const kept = useBillingDraft(orderNo);
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
      keepBillingDraft(orderNo, billing);
      const result = await orders.payByCard.call({ orderNo, attempt: attempt(), billing });
      return result.ok ? result.data.payUrl : undefined;
    });

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
        <WalletPay
          pay={(id) => orders.payByWallet.call({ orderNo, attempt: id }, { quiet: true })}
          amount={amount}
          balance={walletBalance}
          locale={locale}
          busy={busy}
          onBusy={setBusy}
        />
      )}
      <details open={Boolean(kept)} className="rounded-md border border-slate-200 p-4">
        <summary className="cursor-pointer font-semibold text-slate-900">{t('ocean')}</summary>
        <p className="mt-1 text-sm text-slate-700">{t('oceanHint')}</p>
        {/* Drawn again once the tab's billing is read, so the form starts from it. */}
        <OceanBillingFormView key={kept ? 'kept' : 'new'} busy={busy} initial={kept} onSubmit={payByCard} />
      </details>
    </div>
  );
}
