'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useGatewayPay } from '@/components/ui/use-gateway-pay';
import { WalletPay } from '@/components/ui/wallet-pay';
import * as addOns from '@/lib/bff-client/add-ons';
import type { Money } from '@/lib/contract';
import type { AddOnOrderDetail } from '@/lib/contract/add-ons';
import { formatMoney } from '@/lib/i18n/format';
import { addOnConfirmHref } from './add-on-format';

/**
 * Pay an add-on order waiting for payment (after a failed or cancelled payment, or from the order pages): the BFF
 * reads what is due from airline-api and sends the browser to the gateway. One attempt id per click. A member whose
 * wallet is open may pay from it instead, once asked to confirm the amount; it ends on the page the gateway returns
 * to (decision 49).
 */
export function AddOnPayButton({
  orderNo,
  order,
  locale,
  wallet = null,
}: {
  orderNo: string;
  order: AddOnOrderDetail;
  locale: string;
  /** The member's balance when their wallet is open; null for a visitor or a closed wallet. */
  wallet?: Money | null;
}) {
  const t = useTranslations('AddOnOrder');
  const { busy, setBusy, error, pay } = useGatewayPay(() =>
    addOns.pay.call({ orderNo, addOnOrderNo: order.orderNo, attempt: crypto.randomUUID() }, { quiet: true }),
  );
  if (order.state !== 'PENDING_PAYMENT' || order.payAmount <= 0) return null;
  return (
    <div className="space-y-3">
      <Button variant="accent" busy={busy} onClick={() => void pay()} data-testid="addon-pay-again">
        {t('payNow', { amount: formatMoney(order.payAmount, order.currency, locale) })}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {wallet && (
        <WalletPay
          amount={{ amount: order.payAmount, currency: order.currency }}
          balance={wallet}
          locale={locale}
          busy={busy}
          onBusy={setBusy}
          pay={(attempt) => addOns.payByWallet.call({ orderNo, addOnOrderNo: order.orderNo, attempt }, { quiet: true })}
          resultPath={addOnConfirmHref(orderNo)}
        />
      )}
    </div>
  );
}
