import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FlightCertificate, UpstreamLanguage } from '@/lib/contract';
import { newCode, type FlightCertificateKind } from '@/lib/domain/flight-certificate-rules';
import { flightCertificate, type StoredStatement } from '../db/schema';
import { statusAirport } from '../routes/flight-status';
import type { Services } from '../services';
import type { CertifiedCoupon } from './coupon';

type Row = typeof flightCertificate.$inferSelect;

/** The certificate in force for this coupon and kind, if any (not one a newer certificate superseded). */
export async function issuedFor(s: Services, coupon: CertifiedCoupon, kind: FlightCertificateKind) {
  const [row] = await s.db
    .select()
    .from(flightCertificate)
    .where(
      and(
        eq(flightCertificate.ticketNo, coupon.ticketNo),
        eq(flightCertificate.segIndex, coupon.segIndex),
        eq(flightCertificate.kind, kind),
        isNull(flightCertificate.supersededAt),
      ),
    );
  return row ?? null;
}

/**
 * Retires the certificate in force (its facts have moved on) so that a new one can be issued; false when another
 * request retired it first. The retired certificate still checks as genuine, and says it was superseded when.
 */
export async function supersede(s: Services, row: Row): Promise<boolean> {
  const taken = await s.db
    .update(flightCertificate)
    .set({ supersededAt: new Date(s.clock.now()) })
    .where(and(eq(flightCertificate.code, row.code), isNull(flightCertificate.supersededAt)))
    .returning({ code: flightCertificate.code });
  return taken.length > 0;
}

/**
 * Issues the coupon's certificate of this kind stating `statement`, or answers the one issued before: two
 * requests at once insert one row (the coupon-and-kind index), and both answer it. A new code colliding with an
 * existing one (1 in 10^17) is drawn again.
 */
export async function issue(
  s: Services,
  coupon: CertifiedCoupon,
  kind: FlightCertificateKind,
  statement: StoredStatement,
  language: UpstreamLanguage,
): Promise<Row> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await s.db
      .insert(flightCertificate)
      .values({
        code: newCode((bound) => randomInt(bound)),
        kind,
        ticketNo: coupon.ticketNo,
        orderNo: coupon.orderNo,
        psgIndex: coupon.psgIndex,
        segIndex: coupon.segIndex,
        language,
        issuedAt: new Date(s.clock.now()),
        statement,
      })
      .onConflictDoNothing();
    const row = await issuedFor(s, coupon, kind);
    if (row) return row;
  }
  throw new Error('no free certificate code after 3 draws');
}

/** The certificate of this kind with this code and ticket number; null for any mismatch (no hint which). */
export async function lookUp(s: Services, kind: FlightCertificateKind, code: string, ticketNo: string) {
  const [row] = await s.db
    .select()
    .from(flightCertificate)
    .where(
      and(eq(flightCertificate.code, code), eq(flightCertificate.kind, kind), eq(flightCertificate.ticketNo, ticketNo)),
    );
  return row ?? null;
}

/** A stored certificate as answered: its airports named in the request's language, each with its zone. */
export function certificateOf(s: Services, row: Row, language: UpstreamLanguage): FlightCertificate {
  const st = row.statement;
  const place = (code: string) => {
    const { terminal: _terminal, ...named } = statusAirport(s.network, code, language, null);
    return named;
  };
  return {
    code: row.code,
    kind: row.kind,
    issuedAt: row.issuedAt.toISOString(),
    supersededAt: row.supersededAt?.toISOString() ?? null,
    statement: {
      passengerName: st.passengerName,
      ticketNo: row.ticketNo,
      flightNo: st.flightNo,
      flightDate: st.flightDate,
      departure: place(st.depAirport),
      arrival: place(st.arrAirport),
      scheduledDeparture: st.scheduledDeparture,
      scheduledArrival: st.scheduledArrival,
      actualDeparture: st.actualDeparture,
      actualArrival: st.actualArrival,
      irregularity: st.irregularity,
      delayMinutes: st.delayMinutes,
    },
  };
}
