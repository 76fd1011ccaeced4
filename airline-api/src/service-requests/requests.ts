import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  ProductStatus,
  ResultCode,
  type ServiceRequest,
  type ServiceRequestBlock,
  type ServiceRequestDetails,
  type ServiceRequestInput,
  type ServiceRequestKind,
  type ServiceRequestOptionsData,
  type ServiceRequestSegment,
  type UpstreamLanguage,
} from '@/lib/contract';
import {
  isOversize,
  requestStatus,
  serviceRequestBlock,
  serviceRequestCancellable,
  serviceRequestEndsAt,
  validateSpecialBaggage,
  validateWheelchair,
} from '@/lib/domain/service-request-rules';
import { isUniqueViolation } from '../account/members';
import { asDb, type OrderRow } from '../booking/lifecycle';
import { displayName, placeNames } from '../booking/display-names';
import { loadBundles, usableTicket, type OrderBundle, type TicketRow } from '../check-in/state';
import { bookingOrder, serviceRequest } from '../db/schema';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import type { Services } from '../services';

/**
 * Special services on an existing order (issue 15 §2, §5; spec §2 /ancillary/specialService, /ancillary/specialBag,
 * §3, §4, §5 Services, §8; decision 29): what each passenger may ask for, the request (checked by
 * lib/domain/service-request-rules, submitted at once), the order's requests with their statuses, withdrawing one,
 * and the airline's desk answering one with an SMS to the order's contact phone. The caller's scope (the member's own
 * order or a visitor's proof of it) is decided by the route (add-ons/access.ts).
 */

export type ServiceRequestRow = typeof serviceRequest.$inferSelect;

const iso = (ms: number) => new Date(ms).toISOString();

/** `SR` + the Beijing date + 8 random digits. */
export function newRequestNo(nowMs: number): string {
  return `SR${localDate(nowMs, 'Asia/Shanghai').replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The ticket of a passenger on a segment, and whether the service can be (or was) given on it. */
const ticketOf = (b: OrderBundle, psgIndex: number, segIndex: number): TicketRow | undefined =>
  b.tickets.find((t) => t.psgIndex === psgIndex && t.segIndex === segIndex);
const ticketValid = (t: TicketRow | undefined) => usableTicket(t) || t?.productStatus === ProductStatus.USED;

/** The order's submitted or confirmed requests, by passenger, segment and kind. */
async function openRequests(s: Services, orderNo: string): Promise<Set<string>> {
  const rows = await s.db.select().from(serviceRequest).where(eq(serviceRequest.orderNo, orderNo));
  return new Set(
    rows
      .filter((r) => r.state === 'SUBMITTED' || r.state === 'CONFIRMED')
      .map((r) => `${r.psgIndex}:${r.segIndex}:${r.kind}`),
  );
}

/** Who may ask for what on each segment (segments whose flight is not in the network are left out). */
export async function serviceRequestOptions(
  s: Services,
  order: OrderRow,
  language: UpstreamLanguage,
): Promise<ServiceRequestOptionsData> {
  const [bundle] = await loadBundles(s.db, [order]);
  const open = await openRequests(s, order.orderNo);
  const now = s.clock.now();
  const segments: ServiceRequestSegment[] = [];
  for (const sg of bundle!.segments) {
    const flight = s.network.flight(sg.flightId);
    if (!flight) continue;
    const block = (psgIndex: number, type: 'ADT' | 'CHD' | 'INF', kind: ServiceRequestKind) =>
      serviceRequestBlock(
        {
          passengerType: type,
          ticketUsable: usableTicket(ticketOf(bundle!, psgIndex, sg.segIndex)),
          departureMs: flight.depUtcMs,
          openRequest: open.has(`${psgIndex}:${sg.segIndex}:${kind}`),
        },
        now,
      );
    segments.push({
      segmentIndex: sg.segIndex,
      flightNo: flight.schedule.flightNo,
      flightDate: flight.date,
      depTime: iso(flight.depUtcMs),
      depTimeZone: s.network.airport(flight.route.depAirport)?.timeZone || 'Asia/Shanghai',
      depCityName: placeNames(s, flight.route.depAirport, language).city,
      arrCityName: placeNames(s, flight.route.arrAirport, language).city,
      requestEndsAt: iso(serviceRequestEndsAt(flight.depUtcMs)),
      passengers: bundle!.passengers.map((p) => ({
        passengerId: p.passengerId,
        name: displayName(p),
        type: p.type,
        blocks: {
          WHEELCHAIR: block(p.psgIndex, p.type, 'WHEELCHAIR'),
          SPECIAL_BAGGAGE: block(p.psgIndex, p.type, 'SPECIAL_BAGGAGE'),
        },
      })),
    });
  }
  return { orderNo: order.orderNo, segments };
}

const BLOCK_CODES: Record<ServiceRequestBlock, Exclude<ResultCode, '0'>> = {
  infant: ResultCode.SERVICE_REQUEST_INFANT,
  ticketNotUsable: ResultCode.SERVICE_REQUEST_TICKET_NOT_USABLE,
  tooLate: ResultCode.SERVICE_REQUEST_CLOSED,
  duplicate: ResultCode.SERVICE_REQUEST_DUPLICATE,
};

/** The fields as kept: trimmed, and the baggage with whether it is oversize; refused fields answer INVALID. */
export function checkedDetails(input: ServiceRequestInput): ServiceRequestDetails {
  if (input.kind === 'WHEELCHAIR') {
    const issues = validateWheelchair(input);
    if (Object.keys(issues).length)
      throw new ApiError(ResultCode.SERVICE_REQUEST_INVALID, 'wheelchair', { fieldErrors: issues });
    return {
      kind: 'WHEELCHAIR',
      wheelchairType: input.wheelchairType,
      companionName: input.companionName.trim(),
      companionAreaCode: input.companionAreaCode.trim(),
      companionMobile: input.companionMobile.trim(),
      atArrival: input.atArrival,
    };
  }
  const purpose = (input.purpose ?? '').trim();
  const issues = validateSpecialBaggage({
    baggageType: input.baggageType,
    lengthCm: String(input.lengthCm),
    widthCm: String(input.widthCm),
    heightCm: String(input.heightCm),
    purpose,
  });
  if (Object.keys(issues).length)
    throw new ApiError(ResultCode.SERVICE_REQUEST_INVALID, 'special baggage', { fieldErrors: issues });
  return {
    kind: 'SPECIAL_BAGGAGE',
    baggageType: input.baggageType,
    lengthCm: input.lengthCm,
    widthCm: input.widthCm,
    heightCm: input.heightCm,
    purpose,
    oversize: isOversize([input.lengthCm, input.widthCm, input.heightCm]),
  };
}

/**
 * One passenger's request on one segment: the fields first (beside each field), then the passenger's block (infant,
 * ticket, 24-hour cutoff, one open request per kind, held by a unique index also when two arrive at once).
 * Submitted at once: it waits for the desk's confirmation.
 */
export async function submitServiceRequest(
  s: Services,
  order: OrderRow,
  memberId: string | null,
  body: { segmentIndex: number; passengerId: string; request: ServiceRequestInput },
  language: UpstreamLanguage,
): Promise<ServiceRequest> {
  const details = checkedDetails(body.request);
  const [bundle] = await loadBundles(s.db, [order]);
  const segment = bundle!.segments.find((sg) => sg.segIndex === body.segmentIndex);
  const passenger = bundle!.passengers.find((p) => p.passengerId === body.passengerId);
  const flight = segment ? s.network.flight(segment.flightId) : undefined;
  if (!segment || !passenger || !flight) throw new ApiError(ResultCode.NOT_FOUND, 'no such passenger or segment');
  const open = await openRequests(s, order.orderNo);
  const now = s.clock.now();
  const block = serviceRequestBlock(
    {
      passengerType: passenger.type,
      ticketUsable: usableTicket(ticketOf(bundle!, passenger.psgIndex, segment.segIndex)),
      departureMs: flight.depUtcMs,
      openRequest: open.has(`${passenger.psgIndex}:${segment.segIndex}:${details.kind}`),
    },
    now,
  );
  if (block) throw new ApiError(BLOCK_CODES[block], block);
  const requestNo = newRequestNo(now);
  try {
    await s.db.insert(serviceRequest).values({
      requestNo,
      orderNo: order.orderNo,
      segIndex: segment.segIndex,
      psgIndex: passenger.psgIndex,
      memberId,
      kind: details.kind,
      details,
      state: 'SUBMITTED',
      language,
      createdAt: new Date(now),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(ResultCode.SERVICE_REQUEST_DUPLICATE, 'asked meanwhile');
    throw err;
  }
  return (await requestViews(s, order, language, requestNo))[0]!;
}

/** The order's requests as the pages show them, newest first (one of them with `only`). */
export async function requestViews(
  s: Services,
  order: OrderRow,
  language: UpstreamLanguage,
  only?: string,
): Promise<ServiceRequest[]> {
  const rows = await s.db
    .select()
    .from(serviceRequest)
    .where(
      only
        ? and(eq(serviceRequest.orderNo, order.orderNo), eq(serviceRequest.requestNo, only))
        : eq(serviceRequest.orderNo, order.orderNo),
    )
    .orderBy(desc(serviceRequest.createdAt), desc(serviceRequest.requestNo));
  if (rows.length === 0) return [];
  const [bundle] = await loadBundles(s.db, [order]);
  const now = s.clock.now();
  return rows.map((r) => {
    const segment = bundle!.segments.find((sg) => sg.segIndex === r.segIndex);
    const passenger = bundle!.passengers.find((p) => p.psgIndex === r.psgIndex);
    const flight = segment ? s.network.flight(segment.flightId) : undefined;
    const valid = ticketValid(ticketOf(bundle!, r.psgIndex, r.segIndex));
    return {
      requestNo: r.requestNo,
      orderNo: r.orderNo,
      segmentIndex: r.segIndex,
      passengerId: passenger?.passengerId ?? '',
      passengerName: passenger ? displayName(passenger) : '',
      kind: r.kind,
      details: r.details as ServiceRequestDetails,
      state: r.state,
      status: requestStatus(r.state, valid),
      flightNo: flight?.schedule.flightNo ?? '',
      flightDate: flight?.date ?? '',
      depCityName: flight ? placeNames(s, flight.route.depAirport, language).city : '',
      arrCityName: flight ? placeNames(s, flight.route.arrAirport, language).city : '',
      depTime: flight ? iso(flight.depUtcMs) : null,
      depTimeZone: flight ? s.network.airport(flight.route.depAirport)?.timeZone || 'Asia/Shanghai' : null,
      createdAt: r.createdAt.toISOString(),
      answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
      deskReason: r.deskReason,
      cancellable: !!flight && valid && serviceRequestCancellable(r.state, flight.depUtcMs, now),
    };
  });
}

async function requestRow(s: Services, orderNo: string, requestNo: string): Promise<ServiceRequestRow | undefined> {
  const [row] = await s.db
    .select()
    .from(serviceRequest)
    .where(and(eq(serviceRequest.orderNo, orderNo), eq(serviceRequest.requestNo, requestNo)));
  return row;
}

/**
 * The caller withdraws a request of the order (submitted or confirmed, before departure): it reads cancelled. Only a
 * row still in the state read is changed, so a desk answer at the same moment is not overwritten.
 */
export async function cancelServiceRequest(
  s: Services,
  order: OrderRow,
  requestNo: string,
  language: UpstreamLanguage,
): Promise<ServiceRequest> {
  const row = await requestRow(s, order.orderNo, requestNo);
  if (!row) throw new ApiError(ResultCode.NOT_FOUND, 'no such request');
  const [view] = await requestViews(s, order, language, requestNo);
  if (!view?.cancellable) throw new ApiError(ResultCode.SERVICE_REQUEST_NOT_CANCELLABLE, row.state);
  const [done] = await s.db
    .update(serviceRequest)
    .set({ state: 'CANCELLED', cancelledAt: new Date(s.clock.now()) })
    .where(and(eq(serviceRequest.requestNo, requestNo), eq(serviceRequest.state, row.state)))
    .returning({ requestNo: serviceRequest.requestNo });
  if (!done) throw new ApiError(ResultCode.SERVICE_REQUEST_NOT_CANCELLABLE, 'changed meanwhile');
  return (await requestViews(s, order, language, requestNo))[0]!;
}

const BRAND = { zh_CN: '【云雀航空】', en_US: 'Skylark Airlines: ' } as const;

const WHAT = {
  WHEELCHAIR: { zh_CN: '轮椅服务', en_US: 'wheelchair' },
  SPECIAL_BAGGAGE: { zh_CN: '特殊行李', en_US: 'special baggage' },
} as const;

/** The SMS of the desk's answer, in the language the request was made in (spec §8: the result is sent by SMS). */
export function answerSms(
  r: Pick<ServiceRequestRow, 'language' | 'kind' | 'requestNo' | 'orderNo'>,
  passengerName: string,
  flightNo: string,
  flightDate: string,
  decision: 'confirm' | 'reject',
  reason: string | null,
): string {
  const what = WHAT[r.kind][r.language];
  if (r.language === 'en_US')
    return decision === 'confirm'
      ? `${BRAND.en_US}your ${what} request ${r.requestNo} for ${passengerName} on ${flightNo} ${flightDate} (booking ${r.orderNo}) is confirmed.`
      : `${BRAND.en_US}your ${what} request ${r.requestNo} for ${passengerName} on ${flightNo} ${flightDate} (booking ${r.orderNo}) could not be accepted: ${reason}. Please contact customer service.`;
  return decision === 'confirm'
    ? `${BRAND.zh_CN}您为${passengerName}申请的${flightDate} ${flightNo}航班${what}（申请号 ${r.requestNo}，订单 ${r.orderNo}）已确认。`
    : `${BRAND.zh_CN}您为${passengerName}申请的${flightDate} ${flightNo}航班${what}（申请号 ${r.requestNo}，订单 ${r.orderNo}）未能受理：${reason}。如有疑问请联系客服。`;
}

/**
 * The airline's desk answers a submitted request (the sandbox stands in for it): confirmed, or rejected with a
 * reason. The answer and its SMS to the order's contact phone are one transaction: an answer is never kept
 * without its SMS handed to the gateway. Without a gateway nothing is sent. A request answered or withdrawn already
 * is SERVICE_REQUEST_ANSWERED.
 */
export async function answerServiceRequest(
  s: Services,
  requestNo: string,
  decision: 'confirm' | 'reject',
  reason: string | null,
): Promise<ServiceRequest> {
  const [row] = await s.db.select().from(serviceRequest).where(eq(serviceRequest.requestNo, requestNo));
  if (!row) throw new ApiError(ResultCode.NOT_FOUND, 'no such request');
  if (row.state !== 'SUBMITTED') throw new ApiError(ResultCode.SERVICE_REQUEST_ANSWERED, row.state);
  const [order] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, row.orderNo));
  if (!order) throw new ApiError(ResultCode.NOT_FOUND, 'no such order');
  const [view] = await requestViews(s, order, row.language, requestNo);
  const now = s.clock.now();
  await s.db.transaction(async (raw) => {
    const tx = asDb(raw);
    const [done] = await tx
      .update(serviceRequest)
      .set({
        state: decision === 'confirm' ? 'CONFIRMED' : 'REJECTED',
        answeredAt: new Date(now),
        deskReason: decision === 'reject' ? reason : null,
      })
      .where(and(eq(serviceRequest.requestNo, requestNo), eq(serviceRequest.state, 'SUBMITTED')))
      .returning({ requestNo: serviceRequest.requestNo });
    if (!done) throw new ApiError(ResultCode.SERVICE_REQUEST_ANSWERED, 'answered meanwhile');
    const contact = order.contact as { areaCode?: string; mobile?: string } | null;
    const mobile = contact?.mobile || order.contactMobile;
    if (!mobile) return;
    await s.codeDelivery?.deliver(tx, {
      channel: 'SMS',
      to: `${contact?.areaCode || '86'}-${mobile}`,
      event: 'SERVICE_REQUEST_ANSWERED',
      code: '',
      text: answerSms(row, view?.passengerName ?? '', view?.flightNo ?? '', view?.flightDate ?? '', decision, reason),
      sentAt: new Date(now),
    });
  });
  return (await requestViews(s, order, row.language, requestNo))[0]!;
}
