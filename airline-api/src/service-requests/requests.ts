import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  ResultCode,
  type ServiceRequest,
  type ServiceRequestBlock,
  type ServiceRequestDetails,
  type ServiceRequestInput,
  type UpstreamLanguage,
} from '@/lib/contract';
import {
  isOversize,
  serviceRequestBlock,
  validateSpecialBaggage,
  validateWheelchair,
} from '@/lib/domain/service-request-rules';
import { isUniqueViolation } from '../account/members';
import type { OrderRow } from '../booking/lifecycle';
import { loadBundles, usableTicket } from '../check-in/state';
import { serviceRequest } from '../db/schema';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { openRequests } from './options';
import { requestRow, requestViews, ticketOf } from './views';

/** `SR` + the Beijing date + 8 random digits. */
export function newRequestNo(nowMs: number): string {
  return `SR${localDate(nowMs, 'Asia/Shanghai').replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
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
