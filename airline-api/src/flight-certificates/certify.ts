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
import { certificateOf, issue, issuedFor, supersede } from './store';

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

/** Whether two statements say the same facts (a stored one comes back from jsonb with its keys in another order). */
const sameStatement = (a: StoredStatement, b: StoredStatement) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof StoredStatement>;
  return [...keys].every((k) => a[k] === b[k]);
};

/**
 * Issues a ticket's certificate (decision 70): the passenger's name must be the ticket's (else decision 69's one
 * TICKET_NOT_FOUND). A certificate issued before for the coupon and kind is answered as it is while it states what is
 * known now; once the facts have moved on (the delayed flight has landed since, or was cancelled after all), a new one
 * supersedes it and states them. A new one is issued only when the ticket earns it now.
 */
export async function certify(s: Services, body: CertifyBody, language: UpstreamLanguage): Promise<FlightCertificate> {
  const coupon = await findCoupon(s, normalizeTicketNo(body.ticketNo), body.passengerName, language);
  if (!coupon) throw new ApiError(ResultCode.TICKET_NOT_FOUND);
  const before = await issuedFor(s, coupon, body.kind);
  if (before) {
    let now: StoredStatement;
    try {
      now = statementFor(s, coupon, body.kind);
    } catch {
      // The ticket earns none now (it never should once it did): the one issued stands.
      return certificateOf(s, before, language);
    }
    if (sameStatement(before.statement, now)) return certificateOf(s, before, language);
    // Two requests at once: one retires it, and both answer the one new certificate.
    await supersede(s, before);
    return certificateOf(s, await issue(s, coupon, body.kind, now, language), language);
  }
  const statement = statementFor(s, coupon, body.kind);
  return certificateOf(s, await issue(s, coupon, body.kind, statement, language), language);
}
