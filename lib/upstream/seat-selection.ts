import 'server-only';
import { unstable_cache } from 'next/cache';
import type { z } from 'zod';
import {
  AddOnOrderSchema,
  ContentByCodeDataSchema,
  OrderAddOnOfferDataSchema,
  OrderAddOnReserveDataSchema,
  PointsDeductDataSchema,
  PointsForSeatDataSchema,
  PointsInfoDataSchema,
  ResultCode,
  SeatChartDataSchema,
  SeatFareDataSchema,
  UpstreamPath,
  type AddOnOrderBodySchema,
  type CheckInVisitorProof,
  type ContentByCodeData,
  type Currency,
  type OrderAddOnKind,
  type OrderAddOnReserveBody,
  type PointsDeductBodySchema,
  type PointsForSeatBodySchema,
  type UpstreamLanguage,
} from '@/lib/contract';
import { callUpstream } from './client';
import { CMS_CACHE_TAG, CMS_REVALIDATE_SECONDS } from './cms';
import { publicUpstreamContext, type UpstreamContext } from './context';
import type { UpstreamResult } from './result';

/**
 * Seats and add-ons after booking (decision 22; spec §7 selectFlightSeatChart, getSeatServiceFare,
 * getContentByCode, flightOrder/{orderNo}/ancillary GET and POST, the add-on order, memberPoints
 * getPointsInfo / getAvailableForSeat / calDeductPriceForSeat). Scoped as check-in is (decision 21): the member's
 * token in the context, or, for a visitor, the proof in the body and no token at all. Language and currency come
 * from the context (the page's locale and the visitor's currency profile), never from the browser.
 */

type Segment = { orderNo: string; segmentIndex: number; visitor?: CheckInVisitorProof };

/** A visitor's call carries the proof and never a token, whatever the context holds. */
const scoped = (context: UpstreamContext, visitor: CheckInVisitorProof | undefined): UpstreamContext =>
  visitor ? { ...context, token: undefined } : context;

const currencyOf = (context: UpstreamContext): Currency => context.currency ?? 'CNY';

const withOrderNo = (template: string, orderNo: string) => template.replace(':orderNo', encodeURIComponent(orderNo));

/** Spec §7 selectFlightSeatChart: the segment's seats (which are free) and its passengers. */
export function seatChart(context: UpstreamContext, segment: Segment) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.seatChart,
    body: { orderNo: segment.orderNo, segmentIndex: segment.segmentIndex, visitor: segment.visitor },
    data: SeatChartDataSchema,
    context: scoped(context, segment.visitor),
  });
}

/** Spec §7 getSeatServiceFare (serviceType SEAT): what each seat costs now, in the context's currency. */
export function seatFares(context: UpstreamContext, segment: Segment) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.seatServiceFare,
    body: {
      orderNo: segment.orderNo,
      segmentIndex: segment.segmentIndex,
      visitor: segment.visitor,
      serviceType: 'SEAT',
      currency: currencyOf(context),
    },
    data: SeatFareDataSchema,
    context: scoped(context, segment.visitor),
  });
}

/** Spec §7 getContentByCode: a CMS text by its type code, in the context's language. */
export function contentByCode(context: UpstreamContext, typeCode: 'seat_tips' | 'consignment_notice') {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.contentByCode,
    body: { typeCode, language: context.language },
    data: ContentByCodeDataSchema,
    context,
  });
}

class TipsReadFailure extends Error {
  constructor(readonly code: Exclude<ResultCode, '0'>) {
    super(`seat tips read failed: ${code}`);
  }
}

/** Public content, the same for everyone: cached as the CMS reads are (decision 7), failures never stored. */
const seatTipsCached = unstable_cache(
  async (language: UpstreamLanguage): Promise<ContentByCodeData> => {
    const result = await contentByCode(publicUpstreamContext(language), 'seat_tips');
    if (!result.ok) throw new TipsReadFailure(result.code);
    return result.data;
  },
  ['seat-tips'],
  { revalidate: CMS_REVALIDATE_SECONDS, tags: [CMS_CACHE_TAG] },
);

/** The seat tips in a language, from Next's data cache (anonymous context: no token, no black box). */
export async function readSeatTips(language: UpstreamLanguage): Promise<UpstreamResult<ContentByCodeData>> {
  try {
    return { ok: true, data: await seatTipsCached(language) };
  } catch (error) {
    if (error instanceof TipsReadFailure) return { ok: false, code: error.code, msg: error.message };
    throw error;
  }
}

/** The spec's flightOrder/{orderNo}/ancillary GET (served as a POST): the offer, prices frozen under a sessionId. */
export function addOnOffer(
  context: UpstreamContext,
  input: Segment & { types: OrderAddOnKind[]; passengerIds?: string[] },
) {
  return callUpstream({
    method: 'POST',
    path: withOrderNo(UpstreamPath.orderAddOnOffer, input.orderNo),
    body: {
      orderNo: input.orderNo,
      segmentIndex: input.segmentIndex,
      visitor: input.visitor,
      types: input.types,
      passengerIds: input.passengerIds ?? [],
      currency: currencyOf(context),
      language: context.language,
      channelNo: context.channel,
    },
    data: OrderAddOnOfferDataSchema,
    context: scoped(context, input.visitor),
  });
}

/**
 * The spec's flightOrder/{orderNo}/ancillary POST: the add-on order holding the picks. The currency is the
 * context's (the one the offer was priced in); `amount` is the total the browser showed, checked by airline-api.
 */
export function addOnReserve(context: UpstreamContext, body: Omit<OrderAddOnReserveBody, 'currency'>) {
  return callUpstream({
    method: 'POST',
    path: withOrderNo(UpstreamPath.orderAddOnReserve, body.orderNo),
    body: { ...body, currency: currencyOf(context) },
    data: OrderAddOnReserveDataSchema,
    context: scoped(context, body.visitor),
    antiFraud: { amount: body.amount },
  });
}

/** One add-on order of the parent order in scope. */
export function addOnOrder(context: UpstreamContext, body: z.input<typeof AddOnOrderBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.addOnOrder,
    body,
    data: AddOnOrderSchema,
    context: scoped(context, body.visitor),
  });
}

/** Spec §7 getPointsInfo (member): the member's points. */
export function pointsInfo(context: UpstreamContext) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.pointsInfo,
    body: {},
    data: PointsInfoDataSchema,
    context,
  });
}

/** Spec §7 getAvailableForSeat (member): how many points may pay for `amount`. */
export function pointsForSeat(context: UpstreamContext, body: z.input<typeof PointsForSeatBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.pointsForSeat,
    body,
    data: PointsForSeatDataSchema,
    context,
  });
}

/** Spec §7 calDeductPriceForSeat (member): what `subPoints` take off `amount`, and what is left to pay. */
export function pointsDeductForSeat(context: UpstreamContext, body: z.input<typeof PointsDeductBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.pointsDeductForSeat,
    body,
    data: PointsDeductDataSchema,
    context,
  });
}
