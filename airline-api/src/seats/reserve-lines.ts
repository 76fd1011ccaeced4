import type { z } from 'zod';
import { ResultCode, type OrderAddOnKind, type OrderAddOnReserveBodySchema } from '@/lib/contract';
import { baggageBandFits } from '@/lib/domain/add-on-rules';
import { seatLayout, validateSeatChoices } from '@/lib/domain/seat-rules';
import { occupiedSeats, seatProductId } from '../booking/seat-map';
import { notFound } from '../check-in/access';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { mailingAddressOf, mailingState, seatsLeft } from '../add-ons/extras';
import { EXTRA_SEAT_PRODUCT } from '../check-in/state';
import type { AddressEntry } from '@/lib/domain/member-book-rules';
import { withdrawnSeats } from './fares';
import { sessionFor } from './offer';
import { supersededSeats } from './one-seat-order';
import { seatPassengers, type SeatSegment } from './segment';
import { addOnBlocks, addOnFacts, addOnPassengers, heldAddOns, type AddOnPassengerState } from './add-on-state';
import { BLOCK_CODE, SEAT_ISSUE_CODE, blockError, notOnSale } from './reserve-refusals';

export type ReserveBody = z.output<typeof OrderAddOnReserveBodySchema>;

export type Pick = ReserveBody['services'][number];

export type Line = {
  kind: OrderAddOnKind;
  /** Null for the order's mailed itinerary (decision 30). */
  psgIndex: number | null;
  productCode: string;
  fen: number;
  price: number;
  seatNo: string | null;
  withInfant: boolean;
};

/**
 * Every pick names a passenger of the segment (a seat: one who sits), once per kind (insurance: once per product),
 * of a kind the offer holds.
 */
export function checkPicks(picks: Pick[], passengers: { passengerId: string }[], types: string[]): void {
  const seen = new Set<string>();
  for (const pick of picks) {
    if (pick.kind !== 'MAILING' && !passengers.some((p) => p.passengerId === pick.passengerId)) throw notFound();
    const key =
      pick.kind === 'MAILING'
        ? pick.kind
        : pick.kind === 'INSURANCE'
          ? `${pick.kind}:${pick.passengerId}:${pick.productCode}`
          : `${pick.kind}:${pick.passengerId}`;
    if (seen.has(key)) throw new ApiError(ResultCode.BAD_REQUEST, 'service repeated');
    seen.add(key);
    if (!types.includes(pick.kind)) throw notOnSale(`${pick.kind} not offered`);
  }
}

type Session = Awaited<ReturnType<typeof sessionFor>>;
type FrozenSeats = Map<string, Session['prices']['seats'][number]>;

/**
 * The seat picks: who may buy one, the seat rules against the seats taken (less the movers' own), then a fare the
 * offer froze for each seat still on sale. Answers the frozen seat fares by product.
 */
export async function checkSeatPicks(s: Services, seg: SeatSegment, session: Session, picks: Pick[]) {
  const { flight } = seg;
  const seatPicks = picks.filter((x): x is Pick & { kind: 'SEAT' } => x.kind === 'SEAT');
  const byId = new Map(seatPassengers(seg).map((p) => [p.passengerId, p]));
  for (const pick of seatPicks) {
    if (!byId.has(pick.passengerId)) throw notFound();
    const block = byId.get(pick.passengerId)!.block;
    if (block) throw new ApiError(BLOCK_CODE[block], block);
  }
  const movers = new Set(seatPicks.map((x) => byId.get(x.passengerId)!.seatNo).filter((x): x is string => !!x));
  // A seat a mover holds now stays theirs until the order is applied: no one (they included) picks it.
  if (seatPicks.some((x) => movers.has(x.seatNo))) throw new ApiError(ResultCode.SEAT_OCCUPIED, 'seat held now');
  // The seats of the pickers' unpaid seat orders are theirs to pick again: the new order supersedes those (issue 29).
  const superseded = await supersededSeats(
    s.db,
    seg,
    seatPicks.map((x) => byId.get(x.passengerId)!.passengerIndex),
  );
  const occupied = (await occupiedSeats(s.db, flight)).filter(
    (o) => !movers.has(o.seatNo) && !superseded.has(o.seatNo),
  );
  const choices = seatPicks.map((x) => {
    const p = byId.get(x.passengerId)!;
    return { passenger: p.passengerIndex, seatNo: x.seatNo, type: p.type, withInfant: p.withInfant };
  });
  const issues = validateSeatChoices(flight.schedule.aircraft, choices, occupied);
  if (issues[0]) throw new ApiError(SEAT_ISSUE_CODE[issues[0].key], issues[0].key, { seats: issues });
  const frozenSeats: FrozenSeats = new Map(session.prices.seats.map((f) => [f.productId, f]));
  const withdrawn = await withdrawnSeats(s.db, flight.flightId);
  const missing = seatPicks.filter(
    (x) => !frozenSeats.has(seatProductId(flight.flightId, x.seatNo)) || withdrawn.has(x.seatNo),
  );
  if (missing.length)
    throw new ApiError(ResultCode.SEAT_PRODUCT_MISSING, 'no fare', {
      passengerIds: missing.map((x) => x.passengerId),
    });
  return frozenSeats;
}

/** What pricing a passenger's pick reads: the segment, the offer, what each passenger holds, the seats' fares. */
type LineContext = {
  s: Services;
  seg: SeatSegment;
  session: Session;
  frozenSeats: FrozenSeats;
  held: HeldByPassenger;
  everyone: Map<string, AddOnPassengerState>;
  seated: Map<string, { withInfant: boolean }>;
  kindOf: Map<string, string>;
};
type HeldByPassenger = Awaited<ReturnType<typeof heldAddOns>>;

/**
 * Every pick priced from the offer, add-ons only while on sale for the passenger: the order's mailed itinerary first
 * (its address checked then), then each passenger's picks in the order asked.
 */
export async function pricedLines(
  s: Services,
  seg: SeatSegment,
  session: Session,
  picks: Pick[],
  frozenSeats: FrozenSeats,
  buyerId: string | null,
  address: AddressEntry | undefined,
): Promise<{ lines: Line[]; mailingAddress: AddressEntry | null }> {
  const held = await heldAddOns(s, seg);
  const kindOf = new Map(seatLayout(seg.flight.schedule.aircraft).map((l) => [l.seatNo, l.kind as string]));
  const mailingPick = picks.some((x) => x.kind === 'MAILING');
  const lines: Line[] = [];
  if (mailingPick) lines.push(await mailingLine(s, seg, session, buyerId));
  const mailingAddress = mailingPick ? mailingAddressOf(address) : null;
  const everyone = new Map(addOnPassengers(seg).map((p) => [p.passengerId, p]));
  const seated = new Map(seatPassengers(seg).map((p) => [p.passengerId, p]));
  const ctx: LineContext = { s, seg, session, frozenSeats, held, everyone, seated, kindOf };
  for (const pick of picks) if (pick.kind !== 'MAILING') lines.push(await addOnLine(ctx, pick));
  return { lines, mailingAddress };
}

/**
 * The order's itinerary by post (decision 30): its own rules, then the price the offer froze; a member whose free
 * mailing was used meanwhile reads the price again.
 */
async function mailingLine(s: Services, seg: SeatSegment, session: Session, buyerId: string | null): Promise<Line> {
  const mailingNow = await mailingState(s.db, seg.order, seg.bundle.tickets, buyerId, s.clock.now());
  if (mailingNow.block) throw blockError('MAILING', mailingNow.block);
  const frozen = session.prices.mailing;
  if (!frozen) throw notOnSale('mailing product');
  if (frozen.fen !== mailingNow.fen) throw new ApiError(ResultCode.ADD_ON_FREE_MAILING_USED, 'mailing fee');
  return {
    kind: 'MAILING',
    psgIndex: null,
    seatNo: null,
    withInfant: false,
    productCode: frozen.productCode,
    fen: frozen.fen,
    price: frozen.price,
  };
}

/** A passenger's pick priced as the offer froze it, refused when the add-on is not on sale for them now. */
async function addOnLine(ctx: LineContext, pick: Exclude<Pick, { kind: 'MAILING' }>): Promise<Line> {
  const { s, seg, session, held } = ctx;
  const who = ctx.everyone.get(pick.passengerId)!;
  const blocks = addOnBlocks(s, seg, who, held.get(who.passengerIndex));
  const line = {
    psgIndex: who.passengerIndex,
    seatNo: null,
    withInfant: ctx.seated.get(pick.passengerId)?.withInfant ?? false,
  };
  switch (pick.kind) {
    case 'SEAT': {
      const fare = ctx.frozenSeats.get(seatProductId(seg.flight.flightId, pick.seatNo))!;
      const kind = ctx.kindOf.get(pick.seatNo)!;
      return {
        ...line,
        kind: 'SEAT',
        productCode: `SEAT_${kind}`,
        fen: fare.fen,
        price: fare.price,
        seatNo: pick.seatNo,
      };
    }
    case 'BAGGAGE': {
      if (blocks.baggage) throw blockError('BAGGAGE', blocks.baggage);
      const band = session.prices.baggage.find((b) => b.productCode === pick.productCode);
      if (!band) throw notOnSale('baggage product');
      const facts = addOnFacts(seg, who, held.get(who.passengerIndex));
      if (!baggageBandFits(facts.freeBaggageKg, facts.boughtBaggageKg, band.weightKg))
        throw blockError('BAGGAGE', 'limitReached');
      return { ...line, kind: 'BAGGAGE', productCode: band.productCode, fen: band.fen, price: band.price };
    }
    case 'MEAL': {
      if (blocks.meal) throw blockError('MEAL', blocks.meal);
      const meal = session.prices.meals.find((m) => m.productCode === pick.productCode);
      if (!meal) throw notOnSale('meal product');
      return { ...line, kind: 'MEAL', productCode: meal.productCode, fen: meal.fen, price: meal.price };
    }
    case 'PRIORITY': {
      if (blocks.priority) throw blockError('PRIORITY', blocks.priority);
      const { productCode, fen, price } = session.prices.priority;
      return { ...line, kind: 'PRIORITY', productCode, fen, price };
    }
    case 'INSURANCE': {
      if (blocks.insurance) throw blockError('INSURANCE', blocks.insurance);
      const product = session.prices.insurance?.find((x) => x.productCode === pick.productCode);
      if (!product) throw notOnSale('insurance product');
      if (held.get(who.passengerIndex)?.insurance.has(product.productCode)) throw blockError('INSURANCE', 'bought');
      return { ...line, kind: 'INSURANCE', productCode: product.productCode, fen: product.fen, price: product.price };
    }
    case 'EXTRA_SEAT': {
      // Decision 30: the passenger's own fare, frozen; a seat of their fare family must be left on the flight.
      if (blocks.extraSeat) throw blockError('EXTRA_SEAT', blocks.extraSeat);
      const frozen = session.prices.extraSeats?.find((x) => x.psgIndex === who.passengerIndex);
      if (!frozen) throw notOnSale('extra seat product');
      if ((await seatsLeft(s.db, seg.flight, seg.segment.fareFamily)) < 1)
        throw new ApiError(ResultCode.ADD_ON_EXTRA_SEAT_SOLD_OUT);
      return { ...line, kind: 'EXTRA_SEAT', productCode: EXTRA_SEAT_PRODUCT, fen: frozen.fen, price: frozen.price };
    }
  }
}
