import type { AddOnOrder, AddOnOrdersData, OrderAncillaryOfferData } from '@/lib/contract';
import type { AddOnOfferRequest, AddOnOrderQuery, AddOnPayRequest, AddOnReserveRequest } from '@/lib/schemas/add-ons';
import { getOperation, postOperation } from './operation';

/**
 * Add-ons bought on an existing order (/ancillary/consignment, addfood, addInsurance, priority, /ancillaryConfirm;
 * app/api/ancillary; decision 28). The browser names the order; it never sends a visitor's proof: the
 * BFF adds the member's token, or the proof the visitor order seal holds for this order. The reserve and the payment
 * carry the attempt id of the click (the BFF makes it the idempotency key, so a double click makes one order).
 */

/** One segment's offer: the add-ons and their prices frozen under a sessionId for 30 minutes. */
export const offer = postOperation<AddOnOfferRequest, OrderAncillaryOfferData>('/api/ancillary/offer');
/** The add-on order of the picks (a zero total is applied at once; otherwise pay it with `pay`). */
export const reserve = postOperation<AddOnReserveRequest, AddOnOrder>('/api/ancillary/reserve');
/** Sends the browser to the gateway for an add-on order; it returns to /ancillaryConfirm/{orderNo}. */
export const pay = postOperation<AddOnPayRequest, { url: string }>('/api/ancillary/pay');
/** One add-on order of the ticket order, with its items' service request statuses. */
export const order = getOperation<AddOnOrderQuery, AddOnOrder>('/api/ancillary/order');
/** The add-on orders of a ticket order, newest first (the visitor's order page). */
export const orders = getOperation<{ orderNo: string }, AddOnOrdersData>('/api/ancillary/orders');
