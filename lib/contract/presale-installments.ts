import * as z from './zod';

/**
 * A presale's balance paid in installments (spec §9 'the rest split into 11 periods; paying by SMS link within 30
 * days is interest-free'; decision 77). While the balance is due, the member asks for the link on the order's page;
 * airline-api sends it by SMS to the order's phone. The link's code is good for the interest-free window: 30 days
 * from the first link, no later than the balance deadline. Through it the balance is paid on the gateway as the
 * provider's installment product: the airline is paid the whole balance at once, and the provider collects the 11
 * periods from the traveller, interest-free.
 */
export const PresaleInstallmentPath = {
  /** POST (member token): sends the order's installment link by SMS; a new link a minute after the last. */
  link: '/order/api/order/presale/installments/link',
  /** POST (member token): the plan a link offers, checked (its code, the window, the balance still due). */
  view: '/order/api/order/presale/installments/view',
  /** POST (member token): the balance's installment payment applied on the gateway; the browser goes to data.url. */
  pay: '/pay/api/presale/installments/pay',
} as const;

const OrderNo = z.string().regex(/^[A-Za-z0-9]{1,32}$/);
/** The link's code: 32 random bytes, base64url. */
export const InstallmentCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const InstallmentLinkBodySchema = z.object({ orderNo: OrderNo });
export const InstallmentLinkDataSchema = z.object({
  /** The phone the link went to, masked ('138****0000'). */
  sentTo: z.string(),
  sentAt: z.string().datetime(),
  /** The end of the interest-free window: the link works until then. */
  interestFreeUntil: z.string().datetime(),
  /** Seconds until another link may be asked. */
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type InstallmentLinkData = z.infer<typeof InstallmentLinkDataSchema>;

export const InstallmentViewBodySchema = z.object({ orderNo: OrderNo, code: InstallmentCodeSchema });
export type InstallmentViewBody = z.infer<typeof InstallmentViewBodySchema>;
export const InstallmentViewDataSchema = z.object({
  orderNo: z.string(),
  productName: z.string(),
  /** The balance due, fen, and its periods (an even split, the remainder on the first). */
  balanceFen: z.number().int().nonnegative(),
  amountsFen: z.array(z.number().int().nonnegative()),
  interestFreeUntil: z.string().datetime(),
  balanceDeadline: z.string().datetime(),
});
export type InstallmentView = z.infer<typeof InstallmentViewDataSchema>;

export const InstallmentPayBodySchema = InstallmentViewBodySchema.extend({
  /** Loopback or an allowed host, as every payment's. */
  webCallbackUrl: z.string().url().max(2000),
});
export type InstallmentPayBody = z.infer<typeof InstallmentPayBodySchema>;
export const InstallmentPayDataSchema = z.object({ url: z.string().url(), paymentId: z.string() });
