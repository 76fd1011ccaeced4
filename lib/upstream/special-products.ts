import 'server-only';
import {
  CatalogueDataSchema,
  ProductDetailSchema,
  ProductOrderDataSchema,
  PurchaseDataSchema,
  SpecialProductPath,
  type CatalogueBody,
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
