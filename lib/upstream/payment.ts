import 'server-only';
import { z } from 'zod';
import {
  OceanPaymentDataSchema,
  PaymentApplyDataSchema,
  PaymentReturnDataSchema,
  UpstreamPath,
  WalletPayDataSchema,
  type Currency,
  type OceanBillingSchema,
  type PaymentReturnSchema,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/** Spec §3 payment application and §7 pay/api/payment/apply, oceanPayment, wallet, and the return check. */

type Due = { orderNo: string; amount: number; currency: Currency };

export function paymentApply(
  context: UpstreamContext,
  /** `type` is echoed to the result page (default ticket; checkin for an add-on order). */
  input: Due & { webCallbackUrl: string; payer?: string; type?: string },
  idempotencyKey: string,
) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.paymentApply,
    body: {
      amount: input.amount,
      channelNo: context.channel,
      form: 'PC',
      orderNo: input.orderNo,
      type: input.type ?? 'ticket',
      payer: input.payer,
      currency: input.currency,
      webCallbackUrl: input.webCallbackUrl,
    },
    data: PaymentApplyDataSchema,
    context,
    idempotencyKey,
    antiFraud: { amount: input.amount },
  });
}

export function oceanPayment(
  context: UpstreamContext,
  input: Due & {
    webCallbackUrl: string;
    billing: z.infer<typeof OceanBillingSchema>;
    productName: string;
    productNum: number;
  },
  idempotencyKey: string,
) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.oceanPayment,
    body: { channelNo: context.channel, type: 'ticket', ...input },
    data: OceanPaymentDataSchema,
    context,
    idempotencyKey,
    antiFraud: { amount: input.amount, name: `${input.billing.lastName}/${input.billing.firstName}` },
  });
}

export function walletPay(context: UpstreamContext, input: Due & { type?: string }, idempotencyKey: string) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.walletPay,
    body: input,
    data: WalletPayDataSchema,
    context,
    idempotencyKey,
    antiFraud: { amount: input.amount },
  });
}

/** The gateway's return is a notification to check, never a fact: airline-api verifies its signature. */
export function verifyReturn(context: UpstreamContext, query: z.output<typeof PaymentReturnSchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.paymentVerifyReturn,
    body: query,
    data: PaymentReturnDataSchema,
    context,
  });
}
