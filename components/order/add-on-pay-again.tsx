'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useGatewayPay } from '@/components/ui/use-gateway-pay';
import { WalletPay } from '@/components/ui/wallet-pay';
import * as seat from '@/lib/bff-client/seat-selection';
import type { AddOnOrder, Money } from '@/lib/contract';

/** A fresh id per click: the BFF makes it the idempotency key of this attempt. */
const attempt = () => crypto.randomUUID();

/**
 * Pay the same add-on order again (a failed or cancelled payment while the seats are held): on the gateway, or from
 * the member's open wallet once asked to confirm the amount, back to this result page (decision 49).
 */
export function AddOnPayAgain({
  order,
  parent,
  segmentIndex,
  locale,
  wallet = null,
}: {
  order: AddOnOrder;
  parent: string;
  segmentIndex: number;
  locale: string;
  wallet?: Money | null;
}) {
  const t = useTranslations('AddOnResult');
  // The segment lets the BFF read the add-on order where it belongs (its body schema takes it).
  const {
    busy,
    setBusy,
    error,
    pay: payAgain,
  } = useGatewayPay(() =>
    seat.pay.call({ orderNo: parent, addOnOrderNo: order.orderNo, attempt: attempt(), segmentIndex }, { quiet: true }),
  );
  return (
    <div className="space-y-2">
      <Button variant="accent" busy={busy} onClick={() => void payAgain()} data-testid="pay-again">
        {t('payAgain')}
      </Button>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      {wallet && order.payAmount > 0 && (
        <WalletPay
          amount={{ amount: order.payAmount, currency: order.currency }}
          balance={wallet}
          locale={locale}
          busy={busy}
          onBusy={setBusy}
          pay={(id) =>
            seat.payByWallet.call(
              { orderNo: parent, segmentIndex, addOnOrderNo: order.orderNo, attempt: id },
              { quiet: true },
            )
          }
          resultPath={`/result?${new URLSearchParams({ parent, seg: String(segmentIndex) }).toString()}`}
        />
      )}
    </div>
  );
}
