import { ResultCode, type CertifyBody, type FlightCertificate, type UpstreamLanguage } from '@/lib/contract';
import {
  couponWasIssued,
  irregularityOf,
  normalizeTicketNo,
  travelRefusal,
  type CertificateRefusal,
  type Irregularity,
} from '@/lib/domain/flight-certificate-rules';
import type { StoredStatement } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { findCoupon, type CertifiedCoupon } from './coupon';
import { certificateOf, issue, issuedFor } from './store';

const REFUSAL_CODE: Record<CertificateRefusal, Exclude<ResultCode, '0'>> = {
  ON_TIME: ResultCode.CERTIFICATE_FLIGHT_ON_TIME,
  NOT_DEPARTED: ResultCode.CERTIFICATE_FLIGHT_NOT_DEPARTED,
  NOT_FLOWN: ResultCode.CERTIFICATE_NOT_FLOWN,
};

function statementOf(c: CertifiedCoupon, irregularity: Irregularity | null): StoredStatement {
  const f = c.flight;
  return {
    passengerName: c.passengerName,
    flightNo: f.flightNo,
    flightDate: f.flightDate,
    depAirport: f.departure.code,
    arrAirport: f.arrival.code,
    scheduledDeparture: f.plannedDeparture,
    scheduledArrival: f.plannedArrival,
    actualDeparture: f.actualDeparture,
    actualArrival: f.actualArrival,
    irregularity,
    delayMinutes: Math.max(0, f.delayMinutes),
  };
}

/** What the coupon's certificate of this kind states, or why it has none (thrown as its code). */
function statementFor(s: Services, c: CertifiedCoupon, kind: CertifyBody['kind']): StoredStatement {
  if (kind === 'AIR_TRAVEL') {
    const refusal = travelRefusal(c.status);
    if (refusal) throw new ApiError(REFUSAL_CODE[refusal]);
    return statementOf(c, null);
  }
  if (!couponWasIssued(c.status)) throw new ApiError(ResultCode.TICKET_NOT_FOUND);
  const f = c.flight;
  const read = irregularityOf({
    status: f.status,
    delayMinutes: f.delayMinutes,
    departedAt: f.actualDeparture === null ? null : Date.parse(f.actualDeparture),
    now: s.clock.now(),
  });
  if ('refusal' in read) throw new ApiError(REFUSAL_CODE[read.refusal]);
  return statementOf(c, read.irregularity);
}

/**
 * Issues a ticket's certificate (decision 70): the passenger's name must be the ticket's (else decision 69's one
 * TICKET_NOT_FOUND). A certificate issued before for the coupon and kind is answered as it is, whatever happened
 * since; a new one is issued only when the ticket earns it now, and states what is known then.
 */
export async function certify(s: Services, body: CertifyBody, language: UpstreamLanguage): Promise<FlightCertificate> {
  const coupon = await findCoupon(s, normalizeTicketNo(body.ticketNo), body.passengerName, language);
  if (!coupon) throw new ApiError(ResultCode.TICKET_NOT_FOUND);
  const before = await issuedFor(s, coupon, body.kind);
  if (before) return certificateOf(s, before, language);
  const statement = statementFor(s, coupon, body.kind);
  return certificateOf(s, await issue(s, coupon, body.kind, statement, language), language);
}
