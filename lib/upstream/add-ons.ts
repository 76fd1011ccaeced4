import 'server-only';
import { unstable_cache } from 'next/cache';
import {
  AddOnOrderDetailSchema,
  AddOnOrdersDataSchema,
  AddOnServicesDataSchema,
  OrderAddOnOfferDataSchema,
  UpstreamPath,
  type AddOnKind,
  type AddOnOrderDetailBody,
  type AddOnReserveBody,
  type ContentByCodeData,
  type Currency,
  type OrderVisitorProof,
  type ResultCode,
  type UpstreamLanguage,
} from '@/lib/contract';
import { callUpstream } from './client';
import { CMS_CACHE_TAG, CMS_REVALIDATE_SECONDS } from './cms';
import { publicUpstreamContext, type UpstreamContext } from './context';
import type { UpstreamResult } from './result';
import { contentByCode } from './seat-selection';

/**
 * Add-ons bought on an existing order through their own pages (decision 28; spec §7 flightOrder/{orderNo}/ancillary
 * GET and POST; decision 28). The scope is the member's token in the context, or (for a visitor) `visitor` in the
 * body and no token at all, as for the refunds (app/api/_lib/order-scope.ts). Language and currency come from the
 * context (the page's locale, the visitor's currency profile), never from the browser.
 */

type Scoped = { orderNo: string; visitor?: OrderVisitorProof };

/** A visitor's call carries the proof and never a token, whatever the context holds. */
const scoped = (context: UpstreamContext, visitor: OrderVisitorProof | undefined): UpstreamContext =>
  visitor ? { ...context, token: undefined } : context;
const currencyOf = (context: UpstreamContext): Currency => context.currency ?? 'CNY';
const withOrderNo = (template: string, orderNo: string) => template.replace(':orderNo', encodeURIComponent(orderNo));

/** What each passenger can still buy on each segment, with the products and prices now. */
export function addOnServices(context: UpstreamContext, input: Scoped) {
  return callUpstream({
    method: 'POST',
    path: withOrderNo(UpstreamPath.addOnServices, input.orderNo),
    body: { ...input, currency: currencyOf(context), language: context.language },
    data: AddOnServicesDataSchema,
    context: scoped(context, input.visitor),
  });
}

/** One segment's offer: prices frozen for 30 minutes under a sessionId (decision 22). */
export function addOnOffer(context: UpstreamContext, input: Scoped & { segmentIndex: number; types: AddOnKind[] }) {
  return callUpstream({
    method: 'POST',
    path: withOrderNo(UpstreamPath.addOnOffer, input.orderNo),
    body: { ...input, currency: currencyOf(context), language: context.language },
    data: OrderAddOnOfferDataSchema,
    context: scoped(context, input.visitor),
  });
}

/**
 * The add-on order of the picks. `amount` is the total the browser showed; the key makes a retried request
 * answer the same order.
 */
export function addOnReserve(
  context: UpstreamContext,
  body: Omit<AddOnReserveBody, 'currency'>,
  idempotencyKey: string,
) {
  return callUpstream({
    method: 'POST',
    path: withOrderNo(UpstreamPath.addOnReserve, body.orderNo),
    body: { ...body, currency: currencyOf(context) },
    data: AddOnOrderDetailSchema,
    context: scoped(context, body.visitor),
    idempotencyKey,
    antiFraud: { amount: body.amount },
  });
}

/** The add-on orders of a ticket order, newest first. */
export function addOnOrders(context: UpstreamContext, input: Scoped) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.addOnOrders,
    body: input,
    data: AddOnOrdersDataSchema,
    context: scoped(context, input.visitor),
  });
}

/** One add-on order: by its number alone for a member, or with its ticket order (and the proof) for a visitor. */
export function addOnOrderDetail(context: UpstreamContext, body: AddOnOrderDetailBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.addOnOrderDetail,
    body,
    data: AddOnOrderDetailSchema,
    context: scoped(context, body.visitor),
  });
}

class NoticeReadFailure extends Error {
  constructor(readonly code: Exclude<ResultCode, '0'>) {
    super(`consignment notice read failed: ${code}`);
  }
}

/** Public content, the same for everyone: cached as the CMS reads are (decision 7), failures never stored. */
const noticeCached = unstable_cache(
  async (language: UpstreamLanguage): Promise<ContentByCodeData> => {
    const result = await contentByCode(publicUpstreamContext(language), 'consignment_notice');
    if (!result.ok) throw new NoticeReadFailure(result.code);
    return result.data;
  },
  ['consignment-notice'],
  { revalidate: CMS_REVALIDATE_SECONDS, tags: [CMS_CACHE_TAG] },
);

/** The consignment notice of the baggage page (spec §7 getContentByCode consignment_notice) in a language. */
export async function readConsignmentNotice(language: UpstreamLanguage): Promise<UpstreamResult<ContentByCodeData>> {
  try {
    return { ok: true, data: await noticeCached(language) };
  } catch (error) {
    if (error instanceof NoticeReadFailure) return { ok: false, code: error.code, msg: error.message };
    throw error;
  }
}
