import type { z } from 'zod';
import type { OrderDetail, OrderStatusSchema, PaymentFailReason, PayResultSchema } from '@/lib/contract';
import type {
  OceanPayRequestSchema,
  OrderLookupSchema,
  PaymentApplyRequestSchema,
  PaymentVerifyRequestSchema,
  WalletPayRequestSchema,
} from '@/lib/schemas/order';
import { getOperation, navigation, postOperation } from './operation';

type OrderStatus = z.infer<typeof OrderStatusSchema>;
type PayResult = z.infer<typeof PayResultSchema>;
/** A wallet payment's signed return: the /result query, as a gateway's return would carry it (decision 49). */
export type WalletReturn = {
  type: string;
  orderNumber: string;
  pay: 'success';
  paymentId: string;
  amount: number;
  sign: string;
};

/** Orders and their payment (app/api/orders, app/api/payment): the amount always comes from the order. */

export const orderDetail = getOperation<{ orderNo: string }, OrderDetail>('/api/orders/[orderNo]');
/** Unpaid orders only (spec §2 'cancel payment'); answers the cancelled order. */
export const cancelOrder = postOperation<{ orderNo: string }, OrderDetail>('/api/orders/[orderNo]/cancel');
/** A visitor's order by number, passenger name and contact phone; this browser may then follow it. */
export const lookupOrder = postOperation<z.input<typeof OrderLookupSchema>, OrderDetail>('/api/orders/lookup');

/** The gateway's page to send the browser to; it comes back to /{locale}/result. */
export const payByGateway = postOperation<z.input<typeof PaymentApplyRequestSchema>, { url: string }>(
  '/api/payment/apply',
);
export const payByCard = postOperation<z.input<typeof OceanPayRequestSchema>, { payUrl: string }>('/api/payment/ocean');
/** What a wallet payment answers, of any order: the airline's number and the signed return (decision 49). */
export type WalletPaid = { orderNo: string; orderStatus: OrderStatus; requestNo: string; paymentReturn: WalletReturn };
export const payByWallet = postOperation<z.input<typeof WalletPayRequestSchema>, WalletPaid>('/api/payment/wallet');
/** The /result query checked by airline-api: the redirect alone proves nothing. */
export const verifyPayment = postOperation<
  z.input<typeof PaymentVerifyRequestSchema>,
  { orderNo: string; pay: PayResult; orderStatus: OrderStatus; failReason?: PaymentFailReason }
>('/api/payment/verify');
/** The add-to-calendar (.ics) file of a ticketed order this browser may see: a link, not a fetch. */
export const itineraryCalendar = navigation<{ orderNo: string; locale: string }>('/api/orders/[orderNo]/itinerary');
