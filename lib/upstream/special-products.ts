import 'server-only';
import {
  CatalogueDataSchema,
  InstallmentLinkDataSchema,
  InstallmentPayDataSchema,
  InstallmentViewDataSchema,
  PresaleInstallmentPath,
  ProductDetailSchema,
  ProductOrderDataSchema,
  PurchaseDataSchema,
  SpecialProductPath,
  type CatalogueBody,
  type InstallmentPayBody,
  type InstallmentViewBody,
  type PurchaseBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * The airline's own products (spec §2 Special products; decision 67): the catalogue and a product are public; a
 * purchase and a product order are the token's member's.
 */
export function productCatalogue(context: UpstreamContext, body: CatalogueBody) {
  return callUpstream({ method: 'POST', path: SpecialProductPath.catalogue, body, data: CatalogueDataSchema, context });
}

export function productDetail(context: UpstreamContext, productId: string) {
  return callUpstream({
    method: 'POST',
    path: SpecialProductPath.detail,
    body: { productId },
    data: ProductDetailSchema,
    context,
  });
}

/** One unit per beneficiary; the key makes a retried purchase answer the same order. */
export function purchaseProduct(context: UpstreamContext, body: PurchaseBody, idempotencyKey: string) {
  return callUpstream({
    method: 'POST',
    path: SpecialProductPath.purchase,
    body,
    data: PurchaseDataSchema,
    context,
    idempotencyKey,
  });
}

export function productOrder(context: UpstreamContext, orderNo: string) {
  return callUpstream({
    method: 'POST',
    path: SpecialProductPath.order,
    body: { orderNo },
    data: ProductOrderDataSchema,
    context,
  });
}

/** Sends the order's installment link by SMS (spec §9; decision 77). */
export function sendInstallmentLink(context: UpstreamContext, orderNo: string) {
  return callUpstream({
    method: 'POST',
    path: PresaleInstallmentPath.link,
    body: { orderNo },
    data: InstallmentLinkDataSchema,
    context,
  });
}

/** What an installment link offers, checked by airline-api (the code, the window, the balance still due). */
export function installmentOffer(context: UpstreamContext, body: InstallmentViewBody) {
  return callUpstream({
    method: 'POST',
    path: PresaleInstallmentPath.view,
    body,
    data: InstallmentViewDataSchema,
    context,
  });
}

/** The balance applied by installments on the gateway; the browser goes to data.url. */
export function payInstallments(context: UpstreamContext, body: InstallmentPayBody) {
  return callUpstream({
    method: 'POST',
    path: PresaleInstallmentPath.pay,
    body,
    data: InstallmentPayDataSchema,
    context,
  });
}
