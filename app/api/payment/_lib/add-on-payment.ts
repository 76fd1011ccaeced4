import 'server-only';
import { ResultCode, type AddOnOrder } from '@/lib/contract';
import type { UpstreamContext } from '@/lib/upstream/context';
import { paymentApply } from '@/lib/upstream/payment';
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
  if (!read.ok) return { ok: false, code: read.code, msg: read.msg };
  const order = read.data;
  if (order.state !== 'PENDING_PAYMENT' || order.payAmount <= 0) {
    return { ok: false, code: ResultCode.ORDER_NOT_PAYABLE, msg: 'not waiting for payment' };
  }
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
