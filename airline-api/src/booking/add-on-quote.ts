import { ResultCode, type BookingAddOnKind, type ReserveBodySchema } from '@/lib/contract';
import { validatePhone } from '@/lib/domain/account-rules';
import { baggageOnSale } from '@/lib/domain/fee-rules';
import { seatLayout, validateSeatChoices, type SeatChoice } from '@/lib/domain/seat-rules';
import type { z } from 'zod';
import { ApiError } from '../errors';
import type { Services } from '../services';
import type { BookedSegment } from './fares';
import { INSURANCE, MAILING, PRIORITY, SEAT_PRICE_FEN, baggageBands, mealsFor } from './products';
import { occupiedSeats } from './seat-map';

export type AddOnLine = {
  kind: BookingAddOnKind;
  psgIndex: number | null;
  segIndex: number | null;
  productCode: string;
  priceFen: number;
};
export type SeatLine = { segIndex: number; flightId: string; psgIndex: number; seatNo: string; withInfant: boolean };

type Parsed = z.output<typeof ReserveBodySchema>;
type PassengerTypes = Parsed['passengers'][number]['type'][];

const invalid = (detail: string) => new ApiError(ResultCode.ADD_ON_INVALID, detail);

/** The adults (by index) on whose lap an infant rides: each infant's guardian (decision 50). */
export function infantCarriers(guardians: (number | null)[], types: PassengerTypes): Set<number> {
  const carriers = new Set<number>();
  types.forEach((t, i) => {
    const g = guardians[i];
    if (t === 'INF' && g !== null && g !== undefined) carriers.add(g);
  });
  return carriers;
}

/** Checks every chosen add-on against the catalogue and the rules, and prices it in fen. */
export async function quoteAddOns(
  s: Services,
  selection: Parsed['ancillaries'],
  segments: BookedSegment[],
  types: PassengerTypes,
  carriers: Set<number>,
): Promise<{ lines: AddOnLine[]; seats: SeatLine[] }> {
  const lines: AddOnLine[] = [];
  const now = s.clock.now();
  const seg = (i: number) =>
    segments[i] ??
    (() => {
      throw invalid('segment');
    })();
  const seatedPassenger = (p: number, what: string) => {
    const type = types[p];
    if (type === undefined) throw invalid('passenger');
    if (type === 'INF') throw invalid(`${what} for an infant`);
  };
  const once = new Set<string>();
  const unique = (key: string) => {
    if (once.has(key)) throw invalid(`duplicate ${key}`);
    once.add(key);
  };

  for (const b of selection.baggage) {
    seatedPassenger(b.passenger, 'baggage');
    const sg = seg(b.segment);
    unique(`BAG:${b.passenger}:${b.segment}`);
    const band = baggageBands(sg.flight).find((x) => x.productCode === b.productCode);
    if (!band) throw invalid('baggage product');
    if (!baggageOnSale(sg.flight.depUtcMs, now)) throw new ApiError(ResultCode.BAGGAGE_CLOSED);
    lines.push({
      kind: 'BAGGAGE',
      psgIndex: b.passenger,
      segIndex: b.segment,
      productCode: band.productCode,
      priceFen: band.priceFen,
    });
  }
  for (const m of selection.meals) {
    seatedPassenger(m.passenger, 'meal');
    const meal = mealsFor(seg(m.segment).flight).find((x) => x.productCode === m.productCode);
    if (!meal) throw invalid('meal product');
    unique(`MEAL:${m.passenger}:${m.segment}`);
    lines.push({
      kind: 'MEAL',
      psgIndex: m.passenger,
      segIndex: m.segment,
      productCode: meal.productCode,
      priceFen: meal.priceFen,
    });
  }
  for (const x of selection.insurance) {
    if (types[x.passenger] === undefined) throw invalid('passenger');
    seg(x.segment);
    const product = INSURANCE.find((p) => p.productCode === x.productCode);
    if (!product) throw invalid('insurance product');
    unique(`INS:${x.passenger}:${x.segment}:${x.productCode}`);
    lines.push({
      kind: 'INSURANCE',
      psgIndex: x.passenger,
      segIndex: x.segment,
      productCode: product.productCode,
      priceFen: product.priceFen,
    });
  }
  for (const p of selection.priority) {
    seatedPassenger(p.passenger, 'priority');
    seg(p.segment);
    unique(`PRI:${p.passenger}:${p.segment}`);
    lines.push({
      kind: 'PRIORITY',
      psgIndex: p.passenger,
      segIndex: p.segment,
      productCode: PRIORITY.productCode,
      priceFen: PRIORITY.priceFen,
    });
  }
  if (selection.mailing) {
    if (validatePhone(selection.mailing.areaCode, selection.mailing.phone))
      throw new ApiError(ResultCode.MAILING_ADDRESS_INVALID);
    lines.push({
      kind: 'MAILING',
      psgIndex: null,
      segIndex: null,
      productCode: MAILING.productCode,
      priceFen: MAILING.priceFen,
    });
  }

  const seats: SeatLine[] = [];
  for (const sg of segments) {
    const picks = selection.seats.filter((x) => x.segment === sg.segIndex);
    if (picks.length === 0) continue;
    const choices: SeatChoice[] = picks.map((x) => {
      seatedPassenger(x.passenger, 'seat');
      unique(`SEAT:${x.passenger}:${x.segment}`);
      return {
        passenger: x.passenger,
        seatNo: x.seatNo,
        type: types[x.passenger] as 'ADT' | 'CHD',
        withInfant: carriers.has(x.passenger),
      };
    });
    const issues = validateSeatChoices(sg.flight.schedule.aircraft, choices, await occupiedSeats(s.db, sg.flight));
    const first = issues[0];
    if (first) {
      const code =
        first.key === 'seatOccupied'
          ? ResultCode.SEAT_OCCUPIED
          : first.key === 'infantSameSide'
            ? ResultCode.INFANT_IN_ROW
            : ResultCode.SEAT_NOT_ALLOWED;
      throw new ApiError(code, first.key, { seats: issues.map((i) => ({ ...i, segment: sg.segIndex })) });
    }
    const layout = new Map(seatLayout(sg.flight.schedule.aircraft).map((l) => [l.seatNo, l]));
    for (const c of choices) {
      const kind = layout.get(c.seatNo)!.kind;
      lines.push({
        kind: 'SEAT',
        psgIndex: c.passenger,
        segIndex: sg.segIndex,
        productCode: `SEAT_${kind}`,
        priceFen: SEAT_PRICE_FEN[kind],
      });
      seats.push({
        segIndex: sg.segIndex,
        flightId: sg.flight.flightId,
        psgIndex: c.passenger,
        seatNo: c.seatNo,
        withInfant: c.withInfant,
      });
    }
  }
  return { lines, seats };
}
