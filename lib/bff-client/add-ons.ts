import type { AddOnOrderDetail, AddOnOrdersData, OrderAddOnOfferData } from '@/lib/contract';
import type {
  AddOnOfferRequest,
  AddOnOrderDetailQuery,
  AddOnPayRequest,
  AddOnReserveRequest,
} from '@/lib/schemas/add-ons';
import { getOperation, postOperation } from './operation';
import type { WalletPaid } from './orders';

/**
 * Add-ons bought on an existing order (/ancillary/consignment, addfood, addInsurance, priority, /ancillaryConfirm;
 * app/api/add-ons; decision 28). The browser names the order; it never sends a visitor's proof: the
 * BFF adds the member's token, or the proof the visitor order seal holds for this order. The reserve and the payment
 * carry the attempt id of the click (the BFF makes it the idempotency key, so a double click makes one order).
 */

/** One segment's offer: the add-ons and their prices frozen under a sessionId for 30 minutes. */
export const offer = postOperation<AddOnOfferRequest, OrderAddOnOfferData>('/api/add-ons/offer');
/** The add-on order of the picks (a zero total is applied at once; otherwise pay it with `pay`). */
export const reserve = postOperation<AddOnReserveRequest, AddOnOrderDetail>('/api/add-ons/reserve');
/** Sends the browser to the gateway for an add-on order; it returns to /ancillaryConfirm/{orderNo}. */
export const pay = postOperation<AddOnPayRequest, { url: string }>('/api/add-ons/pay');
/** A member pays an add-on order from the wallet, once asked (decision 49): the signed return for /ancillaryConfirm. */
export const payByWallet = postOperation<AddOnPayRequest, WalletPaid>('/api/add-ons/wallet');
/** One add-on order of the ticket order, with its items' service request statuses. */
export const order = getOperation<AddOnOrderDetailQuery, AddOnOrderDetail>('/api/add-ons/order');
/** The add-on orders of a ticket order, newest first (the visitor's order page). */
export const orders = getOperation<{ orderNo: string }, AddOnOrdersData>('/api/add-ons/orders');
