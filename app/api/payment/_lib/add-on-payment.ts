import 'server-only';
import { ResultCode, type AddOnOrder } from '@/lib/contract';
import type { UpstreamContext } from '@/lib/upstream/context';
import { paymentApply, walletPay } from '@/lib/upstream/payment';
import type { UpstreamResult } from '@/lib/upstream/result';
import { paymentIdempotencyKey } from './payment-request';

/** How the gateway comes back for an add-on order: the result type it echoes and the page it returns to. */
export type AddOnGateway = { type: string; returnUrl: (order: AddOnOrder) => string; attempt: string | undefined };

/**
 * The gateway page for an add-on order read in its scope (decisions 22, 28). What is due comes from the order as
 * airline-api has it, never from the browser: only an order waiting for payment with something to pay is sent
 * (else ORDER_NOT_PAYABLE); a read that failed answers its own code.
 */
export async function applyAddOnPayment(
  upstream: UpstreamContext,
  read: UpstreamResult<AddOnOrder>,
  gateway: AddOnGateway,
): Promise<UpstreamResult<{ url: string }>> {
  const due = payable(read);
  if (!due.ok) return due;
  const order = due.data;
  return paymentApply(
    upstream,
    {
      orderNo: order.orderNo,
      amount: order.payAmount,
      currency: order.currency,
      type: gateway.type,
      webCallbackUrl: gateway.returnUrl(order),
    },
    paymentIdempotencyKey(order.orderNo, 'GATEWAY', gateway.attempt),
  );
}

/** The add-on order when it waits for payment with something to pay; else its read's code, or ORDER_NOT_PAYABLE. */
function payable(read: UpstreamResult<AddOnOrder>): UpstreamResult<AddOnOrder> {
  if (!read.ok) return { ok: false, code: read.code, msg: read.msg };
  if (read.data.state !== 'PENDING_PAYMENT' || read.data.payAmount <= 0) {
    return { ok: false, code: ResultCode.ORDER_NOT_PAYABLE, msg: 'not waiting for payment' };
  }
  return read;
}

/**
 * A member's wallet payment of an add-on order read in its scope (decision 49): the amount is the order's as
 * airline-api has it, and the answer is the signed return the gateway would have sent with the same result `type`,
 * so the browser goes to the page the gateway returns to. airline-api debits only the order's own member.
 */
export async function walletPayAddOn(
  upstream: UpstreamContext,
  read: UpstreamResult<AddOnOrder>,
  type: string,
  attempt: string | undefined,
) {
  const due = payable(read);
  if (!due.ok) return due;
  const order = due.data;
  return walletPay(
    upstream,
    { orderNo: order.orderNo, amount: order.payAmount, currency: order.currency, type },
    paymentIdempotencyKey(order.orderNo, 'WALLET', attempt),
  );
}
