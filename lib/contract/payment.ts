import * as z from './zod';
import { ChannelSchema, CurrencySchema, OrderNoInputSchema } from './common';
import { OrderStatusSchema } from './order';

/** Payment (spec §3 payment application, §7 pay/api/payment/apply and oceanPayment). */

const ResultType = z.string().regex(/^[a-zA-Z]{1,20}$/);

/** POST /pay/api/payment/apply → data.url (the gateway page the browser is sent to). */
export const PaymentApplyBodySchema = z.object({
  amount: z.number().int().positive(),
  channelNo: ChannelSchema.default('B2C'),
  form: z.string().max(20).default('PC'),
  orderNo: OrderNoInputSchema,
  /** Echoed to webCallbackUrl as `type` (e.g. ticket, checkin). */
  type: ResultType.default('ticket'),
  payer: z.string().max(60).optional(),
  currency: CurrencySchema,
  /** Loopback or an allowed host (AIRLINE_API_REDIRECT_HOSTS). */
  webCallbackUrl: z.string().url().max(2000),
});
export const PaymentApplyDataSchema = z.object({
  url: z.string().url(),
  paymentId: z.string(),
  paymentDeadline: z.string().datetime(),
});

/** POST /oceanPayment/api/ocean/pay/oceanPayment → data.payUrl (overseas card page). */
export const OceanBillingSchema = z.object({
  firstName: z.string().min(1).max(40),
  lastName: z.string().min(1).max(40),
  email: z.string().email().max(254),
  phone: z.string().regex(/^\+?\d{5,16}$/),
  country: z.string().regex(/^[A-Z]{2}$/),
  state: z.string().max(40).optional(),
  city: z.string().min(1).max(40),
  address: z.string().min(1).max(120),
  zip: z.string().min(2).max(12),
});
export const OceanPaymentBodySchema = z.object({
  channelNo: ChannelSchema.default('B2C'),
  orderNo: OrderNoInputSchema,
  amount: z.number().int().positive(),
  currency: CurrencySchema,
  productName: z.string().min(1).max(100),
  productNum: z.number().int().min(1).max(99),
  billing: OceanBillingSchema,
  type: ResultType.default('ticket'),
  webCallbackUrl: z.string().url().max(2000),
});
export const OceanPaymentDataSchema = z.object({ payUrl: z.string().url(), paymentId: z.string() });

/** POST /pay/api/payment/wallet (member, walletStatus T): debits the balance. */
export const WalletPayBodySchema = z.object({
  orderNo: OrderNoInputSchema,
  amount: z.number().int().positive(),
  currency: CurrencySchema,
  /** The result type the return carries, as a gateway's would (`reschedule` for a date change). */
  type: ResultType.default('ticket'),
});

export const PayResultSchema = z.enum(['success', 'fail', 'cancel']);

/** A wallet payment's signed return, as a gateway appends it to webCallbackUrl (PaymentReturnSchema below). */
const WalletReturnSchema = z.object({
  type: ResultType,
  orderNumber: z.string(),
  /** A wallet payment answers only once the money moved. */
  pay: z.literal('success'),
  paymentId: z.string(),
  amount: z.number().int().nonnegative(),
  sign: z.string(),
});

export const WalletPayDataSchema = z.object({
  orderNo: z.string(),
  orderStatus: OrderStatusSchema,
  /** Balance left, in fen (the wallet holds CNY). */
  balance: z.number().int().nonnegative(),
  /** The payment's request number (decision 49), as the wallet records show it. */
  requestNo: z.string(),
  /** The return a gateway would have sent: the result page verifies it as it verifies theirs (decision 49). */
  paymentReturn: WalletReturnSchema,
});

/**
 * Why a payment failed, as the gateway says (decision 49): the card was declined, the card number is not valid,
 * or the gateway refused without a reason of the card.
 */
export const PAYMENT_FAIL_REASONS = ['CARD_DECLINED', 'CARD_INVALID', 'GATEWAY_DECLINED'] as const;
export const PaymentFailReasonSchema = z.enum(PAYMENT_FAIL_REASONS);
export type PaymentFailReason = z.infer<typeof PaymentFailReasonSchema>;

/**
 * The query the gateway appends to webCallbackUrl: type, orderNumber, pay, paymentId, amount, sign. The
 * web must not trust it: POST it to /pay/api/payment/verify-return, then read the order.
 */
export const PaymentReturnSchema = z.object({
  type: ResultType.optional(),
  orderNumber: z.string().min(1).max(30),
  pay: PayResultSchema,
  paymentId: z.string().min(1).max(64),
  amount: z.coerce.number().int().nonnegative(),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
export const PaymentReturnDataSchema = z.object({
  orderNo: z.string(),
  paymentId: z.string(),
  pay: PayResultSchema,
  orderStatus: OrderStatusSchema,
  /** A failed payment's reason, when the gateway gave one. */
  failReason: PaymentFailReasonSchema.optional(),
});

/** POST /sandbox/ticketing: make ticketing of an order fail (or succeed again). */
export const SandboxTicketingBodySchema = z.object({ orderNo: OrderNoInputSchema, fail: z.boolean() });
