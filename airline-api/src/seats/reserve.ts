import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OrderStatus,
  ResultCode,
  type AncillaryKind,
  type AncillaryOffBlock,
  type ClaimAccount,
  type OrderAncillaryKind,
  type OrderAncillaryReserveBodySchema,
  type OrderAncillaryReserveData,
  type SeatPassengerBlock,
  type UpstreamLanguage,
} from '@/lib/contract';
import { addOnSaleEndsAt, baggageBandFits, bankCardIssue, normalizeBankCard } from '@/lib/domain/add-on-rules';
import { checkInWindow } from '@/lib/domain/checkin-rules';
import { PAYMENT_WINDOW_MS, pointsValue, validatePoints } from '@/lib/domain/fee-rules';
import { seatLayout, validateSeatChoices, type SeatIssue } from '@/lib/domain/seat-rules';
import { isUniqueViolation } from '../account/members';
import { asDb } from '../booking/lifecycle';
import type { PriceFen } from '../booking/price-parts';
import { newOrderNo } from '../booking/reserve';
import { refundFailed } from '../booking/ticketing';
import { occupiedSeats, seatProductId } from '../booking/seat-map';
import { notFound, type CheckInScope } from '../check-in/access';
import type { Db } from '../db/client';
import { ancillarySession, bookingOrder, member, orderAncillary, pointsRecord, seatAssignment } from '../db/schema';
import { fromFen } from '../domain/money';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { ancillaryOrderView, applyAncillaryOrder, type CheckInRequestJson } from './apply';
import { mailingAddressOf, mailingBlockError, mailingState, seatsLeft } from '../add-ons/extras';
import { EXTRA_SEAT_PRODUCT } from '../check-in/state';
import type { AddressEntry } from '@/lib/domain/member-book-rules';
import { withdrawnSeats } from './fares';
import { COUNTRY, regionChildren } from '../regions/regions';
import { addOnBlocks, addOnFacts, addOnPassengers, assertOnSale, heldAddOns, sessionFor } from './offer';
import { ANCILLARY_ORDER_TYPE, seatPassengers, seatSegment } from './segment';

type ReserveBody = z.output<typeof OrderAncillaryReserveBodySchema>;
type Pick = ReserveBody['services'][number];
type Line = {
  kind: OrderAncillaryKind;
  /** Null for the order's mailed itinerary (decision 30). */
  psgIndex: number | null;
  productCode: string;
  fen: number;
  price: number;
  seatNo: string | null;
  withInfant: boolean;
};

/** Each passenger block's result code (spec §5 seat rules, §8). */
const BLOCK_CODE: Record<SeatPassengerBlock, Exclude<ResultCode, '0'>> = {
  checkedIn: ResultCode.SEAT_CHECKED_IN,
  extraSeat: ResultCode.CHECK_IN_EXTRA_SEAT,
  changeLimit: ResultCode.SEAT_CHANGE_LIMIT,
};

/** Each seat rule's result code (lib/domain/seat-rules; spec §5 seat rules, §8). */
const SEAT_ISSUE_CODE: Record<SeatIssue['key'], Exclude<ResultCode, '0'>> = {
  seatOccupied: ResultCode.SEAT_OCCUPIED,
  seatNotFound: ResultCode.SEAT_NOT_ALLOWED,
  seatTakenByOther: ResultCode.SEAT_TAKEN_BY_OTHER,
  exitRowNotAllowed: ResultCode.SEAT_NOT_ALLOWED,
  infantRowNotAllowed: ResultCode.SEAT_NOT_ALLOWED,
  infantSameSide: ResultCode.SEAT_INFANT_ROW,
};

const notOnSale = (detail: string) => new ApiError(ResultCode.ANCILLARY_NOT_ON_SALE, detail);

/** Each add-on block's result code (spec §8 services messages; decisions 28 and 30). */
function blockError(kind: AncillaryKind | 'EXTRA_SEAT', block: AncillaryOffBlock): ApiError {
  switch (block) {
    case 'international':
      return new ApiError(ResultCode.ADD_ON_EXTRA_SEAT_INTERNATIONAL, kind);
    case 'seatChosen':
      return new ApiError(ResultCode.ADD_ON_EXTRA_SEAT_SEAT_CHOSEN, kind);
    case 'itineraryPrinted':
    case 'ticketLocked':
      return mailingBlockError(block);
    case 'onBoard':
      return new ApiError(ResultCode.ADD_ON_ON_BOARD, kind);
    case 'notUsable':
      return new ApiError(ResultCode.ADD_ON_TICKET_NOT_USABLE, kind);
    case 'tooLate':
      return new ApiError(kind === 'BAGGAGE' ? ResultCode.BAGGAGE_CLOSED : ResultCode.ADD_ON_CLOSED, kind);
    case 'checkedIn':
      return new ApiError(ResultCode.ADD_ON_CHECKED_IN, kind);
    case 'limitReached':
      return new ApiError(
        kind === 'EXTRA_SEAT' ? ResultCode.ADD_ON_EXTRA_SEAT_LIMIT : ResultCode.ADD_ON_BAGGAGE_LIMIT,
        kind,
      );
    case 'bought':
      return new ApiError(ResultCode.ADD_ON_ALREADY_BOUGHT, kind);
    case 'infant':
    case 'noMeals':
      return notOnSale(`${kind} ${block}`);
  }
}

/** The claim account checked (spec §3 insurance claim): a mainland province, a bank of the list, a valid card. */
function claimAccountOf(claim: ClaimAccount | undefined): ClaimAccount {
  const invalid = (field: keyof ClaimAccount, issue: string) =>
    new ApiError(ResultCode.ADD_ON_CLAIM_INVALID, field, { fieldErrors: { [field]: issue } });
  if (!claim) throw invalid('cardNo', 'required');
  if (!regionChildren(COUNTRY).some((r) => r.code === claim.provinceCode)) throw invalid('provinceCode', 'required');
  const issue = bankCardIssue(claim.cardNo);
  if (issue) throw invalid('cardNo', issue);
  return { provinceCode: claim.provinceCode, bank: claim.bank, cardNo: normalizeBankCard(claim.cardNo) };
}

/** What a caller of reserveAncillary may add: the claim account of insurance, and a step inside its transaction. */
export type ReserveExtras = {
  claimAccount?: ClaimAccount;
  /** The mailed itinerary's delivery address (decision 30). */
  mailingAddress?: AddressEntry;
  /** Runs in the transaction that makes the order (an idempotency key records the order's number). */
  onCreated?: (tx: Db, orderNo: string) => Promise<void>;
};

/**
 * Every pick names a passenger of the segment (a seat: one who sits), once per kind (insurance: once per product),
 * of a kind the offer holds.
 */
function checkPicks(picks: Pick[], passengers: { passengerId: string }[], types: string[]): void {
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

/**
 * Spec §7 flightOrder/{orderNo}/ancillary POST (spec §4 seat selection flow, §5 seat rules): checks the picks
 * against the segment, the frozen offer and the rules, and makes an ancillary order (order type 3) of the parent
 * order holding the seats (seat_assignment rows of the ancillary order, freed when it expires) and the points
 * spent. A zero total is applied at once, with the check-in asked; otherwise the order waits for payment
 * (30 minutes, and never past check-in's close). The offer's session is used up by a reserve that succeeds.
 */
export async function reserveAncillary(
  s: Services,
  scope: CheckInScope,
  body: ReserveBody,
  language: UpstreamLanguage,
  extras: ReserveExtras = {},
): Promise<OrderAncillaryReserveData> {
  const buyer = scope.kind === 'member' ? scope.member : null;
  if (body.points > 0 && !buyer) throw new ApiError(ResultCode.NOT_LOGGED_IN);
  const seg = await seatSegment(s, scope, body.orderNo, body.segmentIndex);
  const { flight } = seg;
  const seatPicks = body.services.filter((x): x is Pick & { kind: 'SEAT' } => x.kind === 'SEAT');
  assertOnSale(
    s,
    seg,
    body.services.map((x) => x.kind),
  );
  const session = await sessionFor(s, body.sessionId, seg, buyer?.id ?? null);
  if (body.currency !== session.currency) throw new ApiError(ResultCode.ANCILLARY_SESSION_EXPIRED, 'currency');
  if (body.services.length === 0) throw new ApiError(ResultCode.ANCILLARY_NOTHING_SELECTED);
  const passengers = seatPassengers(seg);
  const byId = new Map(passengers.map((p) => [p.passengerId, p]));
  const everyone = addOnPassengers(seg);
  const anyById = new Map(everyone.map((p) => [p.passengerId, p]));
  checkPicks(body.services, everyone, session.prices.types);

  // Seats: who may buy one, the seat rules against the seats taken (less the movers' own), then the fares.
  for (const pick of seatPicks) {
    if (!byId.has(pick.passengerId)) throw notFound();
    const block = byId.get(pick.passengerId)!.block;
    if (block) throw new ApiError(BLOCK_CODE[block], block);
  }
  const movers = new Set(seatPicks.map((x) => byId.get(x.passengerId)!.seatNo).filter((x): x is string => !!x));
  // A seat a mover holds now stays theirs until the order is applied: no one (they included) picks it.
  if (seatPicks.some((x) => movers.has(x.seatNo))) throw new ApiError(ResultCode.SEAT_OCCUPIED, 'seat held now');
  const occupied = (await occupiedSeats(s.db, flight)).filter((o) => !movers.has(o.seatNo));
  const choices = seatPicks.map((x) => {
    const p = byId.get(x.passengerId)!;
    return { passenger: p.passengerIndex, seatNo: x.seatNo, type: p.type, withInfant: p.withInfant };
  });
  const issues = validateSeatChoices(flight.schedule.aircraft, choices, occupied);
  if (issues[0]) throw new ApiError(SEAT_ISSUE_CODE[issues[0].key], issues[0].key, { seats: issues });
  const frozenSeats = new Map(session.prices.seats.map((f) => [f.productId, f]));
  const withdrawn = await withdrawnSeats(s.db, flight.flightId);
  const missing = seatPicks.filter(
    (x) => !frozenSeats.has(seatProductId(flight.flightId, x.seatNo)) || withdrawn.has(x.seatNo),
  );
  if (missing.length)
    throw new ApiError(ResultCode.SEAT_PRODUCT_MISSING, 'no fare', {
      passengerIds: missing.map((x) => x.passengerId),
    });

  // Every pick priced from the offer; add-ons only while on sale for the passenger.
  const held = await heldAddOns(s, seg);
  const kindOf = new Map(seatLayout(flight.schedule.aircraft).map((l) => [l.seatNo, l.kind]));
  const mailingPick = body.services.some((x) => x.kind === 'MAILING');
  const mailingNow = mailingPick
    ? await mailingState(s.db, seg.order, seg.bundle.tickets, buyer?.id ?? null, s.clock.now())
    : null;
  const lines: Line[] = [];
  for (const pick of body.services) {
    if (pick.kind !== 'MAILING') continue;
    // The order's itinerary by post (decision 30): its own rules, then the price the offer froze; a member whose
    // free mailing was used meanwhile reads the price again.
    if (mailingNow!.block) throw blockError('MAILING', mailingNow!.block);
    const frozen = session.prices.mailing;
    if (!frozen) throw notOnSale('mailing product');
    if (frozen.fen !== mailingNow!.fen) throw new ApiError(ResultCode.ADD_ON_FREE_MAILING_USED, 'mailing fee');
    lines.push({
      kind: 'MAILING',
      psgIndex: null,
      seatNo: null,
      withInfant: false,
      productCode: frozen.productCode,
      fen: frozen.fen,
      price: frozen.price,
    });
  }
  const mailingAddress = mailingPick ? mailingAddressOf(extras.mailingAddress) : null;
  for (const pick of body.services) {
    if (pick.kind === 'MAILING') continue;
    lines.push(await lineOf(pick));
  }
  async function lineOf(pick: Exclude<Pick, { kind: 'MAILING' }>): Promise<Line> {
    const who = anyById.get(pick.passengerId)!;
    const blocks = addOnBlocks(s, seg, who, held.get(who.passengerIndex));
    const line = {
      psgIndex: who.passengerIndex,
      seatNo: null,
      withInfant: byId.get(pick.passengerId)?.withInfant ?? false,
    };
    switch (pick.kind) {
      case 'SEAT': {
        const fare = frozenSeats.get(seatProductId(flight.flightId, pick.seatNo))!;
        const kind = kindOf.get(pick.seatNo)!;
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
        if ((await seatsLeft(s.db, flight, seg.segment.fareFamily)) < 1)
          throw new ApiError(ResultCode.ADD_ON_EXTRA_SEAT_SOLD_OUT);
        return { ...line, kind: 'EXTRA_SEAT', productCode: EXTRA_SEAT_PRODUCT, fen: frozen.fen, price: frozen.price };
      }
    }
  }
  const claim = lines.some((l) => l.kind === 'INSURANCE') ? claimAccountOf(extras.claimAccount) : null;
  const total = lines.reduce((n, l) => n + l.price, 0);
  const totalFen = lines.reduce((n, l) => n + l.fen, 0);
  if (body.amount !== total) throw new ApiError(ResultCode.ANCILLARY_PRICE_CHANGED, `total ${total}`);

  // Points (members only, whole units, no more than held nor than the total: they may pay all of it).
  if (buyer && body.points) {
    const issue = validatePoints(body.points, buyer.points, totalFen);
    if (issue) throw new ApiError(ResultCode.POINTS_INVALID, issue);
  }
  const pointsFen = pointsValue(body.points);
  const payAmount = total - Math.min(total, fromFen(pointsFen, body.currency));

  // The check-in asked with the order: its own first checks now, the rest when it runs.
  const checkIn: CheckInRequestJson | null = body.checkIn ?? null;
  if (checkIn) {
    if (!checkIn.clauseAgreed) throw new ApiError(ResultCode.CHECK_IN_CLAUSE_NOT_AGREED);
    if (new Set(checkIn.passengerIds).size !== checkIn.passengerIds.length)
      throw new ApiError(ResultCode.BAD_REQUEST, 'passenger repeated');
    if (!checkIn.passengerIds.every((id) => seg.bundle.passengers.some((p) => p.passengerId === id))) throw notFound();
    if (checkInWindow(flight.depUtcMs, s.clock.now()) === 'notOpen') throw new ApiError(ResultCode.CHECK_IN_NOT_OPEN);
  }

  const now = s.clock.now();
  const orderNo = newOrderNo(now);
  const ancillaries: PriceFen['ancillaries'] = {};
  // The booking's price parts know seats, not extra seats: an extra seat's fen is counted with the seats there.
  const partOf = (kind: OrderAncillaryKind) => (kind === 'EXTRA_SEAT' ? 'SEAT' : kind);
  for (const l of lines) ancillaries[partOf(l.kind)] = (ancillaries[partOf(l.kind)] ?? 0) + l.fen;
  const priceFen: PriceFen = {
    ticketFare: 0,
    airportTax: 0,
    fuelTax: 0,
    otherTax: 0,
    ancillaries,
    couponDeduction: 0,
    pointsDeduction: pointsFen,
    pointsUsed: body.points,
    lines: { fares: [], ancillaries: lines.map((l) => ({ kind: partOf(l.kind), fen: l.fen })) },
  };
  const free = payAmount === 0;
  try {
    await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      const used = await tx
        .delete(ancillarySession)
        .where(eq(ancillarySession.id, session.id))
        .returning({ id: ancillarySession.id });
      if (!used.length) throw new ApiError(ResultCode.ANCILLARY_SESSION_EXPIRED, 'used meanwhile');
      await tx.insert(bookingOrder).values({
        orderNo,
        memberId: buyer?.id ?? seg.order.memberId,
        orderType: ANCILLARY_ORDER_TYPE,
        status: free ? OrderStatus.PAID : OrderStatus.PENDING_PAYMENT,
        channelNo: seg.order.channelNo,
        payCurrency: body.currency,
        payAmount,
        priceFen,
        amountFen: Math.max(0, totalFen - pointsFen),
        pointsUsed: body.points,
        contact: seg.order.contact,
        contactMobile: seg.order.contactMobile,
        language,
        createdAt: new Date(now),
        // Paid while every item is still on sale: 30 minutes, never past the first item's sale end (decision 28).
        paymentDeadline: new Date(
          Math.min(
            now + PAYMENT_WINDOW_MS,
            // The mailed itinerary has no sale end of its own (decision 30).
            ...lines.flatMap((l) => (l.kind === 'MAILING' ? [] : [addOnSaleEndsAt(l.kind, flight.depUtcMs)])),
          ),
        ),
        paidAt: free ? new Date(now) : null,
        ticketing: free ? 'PENDING' : 'NOT_STARTED',
        parentOrderNo: seg.order.orderNo,
        parentSegIndex: seg.segIndex,
        checkInRequest: checkIn,
        claimAccount: claim,
        mailing: mailingAddress,
      });
      await tx.insert(orderAncillary).values(
        lines.map((l) => ({
          orderNo,
          kind: l.kind,
          psgIndex: l.psgIndex,
          // The mailed itinerary is the order's, not a segment's (as the booking's mailing is).
          segIndex: l.kind === 'MAILING' ? null : seg.segIndex,
          productCode: l.productCode,
          priceFen: l.fen,
          seatNo: l.seatNo,
        })),
      );
      const seats = lines.filter((l) => l.seatNo);
      if (seats.length)
        await tx.insert(seatAssignment).values(
          seats.map((l) => ({
            flightId: flight.flightId,
            seatNo: l.seatNo!,
            orderNo,
            psgIndex: l.psgIndex!,
            withInfant: l.withInfant,
          })),
        );
      if (buyer && body.points) {
        const spent = await tx
          .update(member)
          .set({ points: sql`${member.points} - ${body.points}` })
          .where(and(eq(member.id, buyer.id), gte(member.points, body.points)))
          .returning({ id: member.id });
        if (!spent.length) throw new ApiError(ResultCode.POINTS_INVALID, 'pointsInsufficient');
        await tx.insert(pointsRecord).values({
          memberId: buyer.id,
          delta: -body.points,
          reason: 'ORDER_DEDUCTION',
          orderNo,
          createdAt: new Date(now),
        });
      }
      if (extras.onCreated) await extras.onCreated(tx, orderNo);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(ResultCode.SEAT_OCCUPIED, 'seat taken meanwhile');
    throw err;
  }
  const [order] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  let checkInData = null;
  if (free) {
    const outcome = await applyAncillaryOrder(s, order!, scope);
    // Changed between the checks above and now (a check-in meanwhile): given back, the order reads FAILED.
    if (!outcome.applied && outcome.noLongerFits)
      await s.db.transaction(async (tx) => refundFailed(asDb(tx), order!, s.clock.now()));
    // A refused check-in answers its own code; the seats stay bought (the order says so when read again).
    if (outcome.applied && outcome.error) throw outcome.error;
    if (outcome.applied) checkInData = outcome.checkIn;
  }
  const [fresh] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  return { order: await ancillaryOrderView(s, fresh!, language), checkIn: checkInData };
}
