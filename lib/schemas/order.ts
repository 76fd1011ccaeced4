import { z } from 'zod';
import { OceanBillingSchema, PaymentReturnSchema, ReserveDataSchema, VisitorOrderBodySchema } from '@/lib/contract';

/**
 * Bodies of the order and payment BFF routes , built from lib/contract. The browser
 * never sends an amount or a currency: the BFF takes them from the order.
 */

/** `YQ` + Beijing date + 8 digits (airline-api order numbers). */
export const OrderNoSchema = ReserveDataSchema.shape.orderNo;

/** One payment attempt from the browser: a fresh id per click, so a retried request stays one attempt. */
const AttemptSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

export const PaymentApplyRequestSchema = z.object({
  orderNo: OrderNoSchema,
  channel: z.literal('GATEWAY').default('GATEWAY'),
  attempt: AttemptSchema.optional(),
});

/** Overseas card: the billing fields of spec §3 (name, e-mail, phone, country, state, city, address, zip). */
export const OceanBillingFormSchema = OceanBillingSchema.extend({
  firstName: z.string().trim().min(1).max(40),
  lastName: z.string().trim().min(1).max(40),
  city: z.string().trim().min(1).max(40),
  address: z.string().trim().min(1).max(120),
  zip: z.string().trim().min(2).max(12),
  state: z.string().trim().max(40).optional(),
});
export type OceanBillingForm = z.input<typeof OceanBillingFormSchema>;

export const OceanPayRequestSchema = z.object({
  orderNo: OrderNoSchema,
  billing: OceanBillingFormSchema,
  attempt: AttemptSchema.optional(),
});

export const WalletPayRequestSchema = z.object({ orderNo: OrderNoSchema, attempt: AttemptSchema.optional() });

/** The /result query as the gateway appended it; the BFF passes it to verify-return unchanged. */
export const PaymentVerifyRequestSchema = PaymentReturnSchema;
export type PaymentVerifyRequest = z.input<typeof PaymentVerifyRequestSchema>;

/** /book/order: order number + passenger name + contact phone. */
export const OrderLookupSchema = VisitorOrderBodySchema.extend({
  orderNo: z.string().trim().toUpperCase().pipe(OrderNoSchema),
  passengerName: z.string().trim().min(1).max(81),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{5,15}$/),
});
export type OrderLookup = z.input<typeof OrderLookupSchema>;
