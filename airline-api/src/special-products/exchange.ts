import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  OrderStatus,
  ProductStatus,
  ResultCode,
  TicketStatus,
  type ExchangeBody,
  type ExchangeData,
  type UpstreamLanguage,
} from '@/lib/contract';
import { exchangeGender } from '@/lib/domain/special-product-rules';
import { passengerTypeOn } from '@/lib/domain/passenger-rules';
import { sha256 } from '../account/secrets';
import type { MemberRow } from '../account/tokens';
import { asDb } from '../booking/lifecycle';
import { fareOnlyPriceFen } from '../booking/price-parts';
import { newOrderNo } from '../booking/reserve';
import { takeSeats } from '../booking/seat-inventory';
import { runTicketingJobOf } from '../booking/ticketing';
import type { Db } from '../db/client';
import {
  bookingOrder,
  orderPassenger,
  orderSegment,
  orderTicket,
  productExchange,
  productUnit,
  ticketingJob,
} from '../db/schema';
import type { FlightInstance } from '../domain/network';
import { ApiError } from '../errors';
import { oncePerKey, recordKey } from '../order-changes/idempotency';
import type { Services } from '../services';
import { readInventory } from '../shopping/read-inventory';
import type { ProductRow } from './catalogue';
import { cardOf, exchangeRefusal, exchangeSeats, type UnitRow } from './exchange-flights';

/** What an exchange order keeps in its price record: the card it used (its order list and refunds read it). */
export type ExchangeRecord = { unitId: string; productId: string; productOrderNo: string };

/**
 * Exchanges one of a card's flights for a ticket (spec §2 /specialBook/booking; decision 67), once per
 * Idempotency-Key. In one transaction: the card's row is locked and its use counted by a conditional update (two
 * exchanges at once never take more flights than it has: 'package exchange limit reached'), a seat of the product's
 * fare family taken ('no inventory', or 'flight is full' when no seat of any family is left), and the exchange's own
 * order made: the product's order type (6 package, 7 free flight), paid with nothing to pay, whose one ticket is
 * issued in this request as a normal 902 ticket.
 */
export async function exchange(
  s: Services,
  buyer: MemberRow,
  body: ExchangeBody,
  key: string,
  language: UpstreamLanguage,
): Promise<ExchangeData> {
  const hash = sha256(JSON.stringify({ kind: 'product-exchange', body, memberId: buyer.id }));
  const orderNo = await oncePerKey(s, key, hash, 'orderNo', async () => {
    const { unit, p } = await cardOf(s.db, buyer.id, body.unitId);
    const flight = s.network.flight(body.flightId);
    if (!flight) throw new ApiError(ResultCode.FLIGHT_NOT_FOUND, body.flightId);
    const now = s.clock.now();
    const refused = exchangeRefusal(unit, p, flight, now);
    if (refused) throw refused;
    const sold = await readInventory(
      s.db,
      [flight.route.depAirport],
      [flight.route.arrAirport],
      flight.date,
      flight.date,
    );
    if (exchangeSeats(flight, p, sold, now) === 'CLOSED') throw new ApiError(ResultCode.NOT_ON_SALE, flight.flightId);
    const made = await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      const orderNo = await exchangeIn(tx, { buyer, unit, p, flight, now, language });
      await recordKey(tx, key, 'orderNo', orderNo);
      return orderNo;
    });
    return made;
  });
  await runTicketingJobOf(s, orderNo);
  return exchangeAnswer(s.db, orderNo, body.unitId);
}

async function exchangeAnswer(db: Db, orderNo: string, unitId: string): Promise<ExchangeData> {
  const [[ticket], [unit]] = await Promise.all([
    db.select({ ticketNo: orderTicket.ticketNo }).from(orderTicket).where(eq(orderTicket.orderNo, orderNo)),
    db.select({ times: productUnit.times, used: productUnit.used }).from(productUnit).where(eq(productUnit.id, unitId)),
  ]);
  return {
    orderNo,
    ticketNo: ticket?.ticketNo ?? null,
    remaining: Math.max(0, (unit?.times ?? 0) - (unit?.used ?? 0)),
  };
}

type Exchange = {
  buyer: MemberRow;
  unit: UnitRow;
  p: ProductRow;
  flight: FlightInstance;
  now: number;
  language: UpstreamLanguage;
};

/** The passenger of the ticket: the card's beneficiary as it was bought, on the flight's date. */
function passengerOf(unit: UnitRow, flight: FlightInstance) {
  const b = unit.beneficiary;
  const gender = exchangeGender(b);
  const type = passengerTypeOn(b.birthday, flight.date);
  if (!gender || !type || type === 'INF')
    throw new ApiError(ResultCode.PRODUCT_BENEFICIARY_NOT_ELIGIBLE, 'ticket passenger', {
      issue: gender ? 'AGE' : 'GENDER',
    });
  return {
    type,
    name: b.name || null,
    surname: b.surname ? b.surname.toUpperCase() : null,
    givenName: b.givenName ? b.givenName.toUpperCase() : null,
    gender,
    birthday: b.birthday,
    // The book keeps no nationality of a beneficiary: China, as the book's own rule reads it.
    nationality: 'CN',
    certificateType: b.certificateType,
    certificateNumber: b.certificateNumber.toUpperCase(),
    certificateValidity: null,
  };
}

async function exchangeIn(tx: Db, { buyer, unit, p, flight, now, language }: Exchange): Promise<string> {
  const passenger = passengerOf(unit, flight);
  await tx.select({ id: productUnit.id }).from(productUnit).where(eq(productUnit.id, unit.id)).for('update');
  const [twice] = await tx
    .select({ orderNo: productExchange.orderNo })
    .from(productExchange)
    .innerJoin(orderTicket, eq(orderTicket.orderNo, productExchange.orderNo))
    .where(
      and(
        eq(productExchange.unitId, unit.id),
        eq(productExchange.flightId, flight.flightId),
        eq(orderTicket.ticketStatus, TicketStatus.ISSUED),
      ),
    );
  if (twice) throw new ApiError(ResultCode.PRODUCT_BENEFICIARY_DUPLICATE, 'flight held already');
  const counted = await tx
    .update(productUnit)
    .set({
      used: sql`${productUnit.used} + 1`,
      status: sql`case when ${productUnit.used} + 1 >= ${productUnit.times} then ${ProductStatus.USED} else ${productUnit.status} end`,
    })
    .where(
      and(
        eq(productUnit.id, unit.id),
        eq(productUnit.status, ProductStatus.USABLE),
        lt(productUnit.used, productUnit.times),
      ),
    )
    .returning({ id: productUnit.id });
  if (!counted.length) throw new ApiError(ResultCode.PACKAGE_EXCHANGE_LIMIT, 'used meanwhile');
  if (!(await takeSeats(tx, flight, p.fareFamily, 1))) {
    const sold = await readInventory(
      tx,
      [flight.route.depAirport],
      [flight.route.arrAirport],
      flight.date,
      flight.date,
    );
    const full = exchangeSeats(flight, p, sold, now) === 'FULL';
    throw new ApiError(full ? ResultCode.FLIGHT_FULL : ResultCode.NO_INVENTORY, flight.flightId);
  }
  const orderNo = newOrderNo(now);
  const record: ExchangeRecord = { unitId: unit.id, productId: p.id, productOrderNo: unit.orderNo };
  await tx.insert(bookingOrder).values({
    orderNo,
    memberId: buyer.id,
    orderType: p.category === 'open' ? 7 : 6,
    status: OrderStatus.PAID,
    channelNo: 'B2C',
    payCurrency: 'CNY',
    payAmount: 0,
    priceFen: { ...fareOnlyPriceFen(0), exchange: record },
    amountFen: 0,
    contact: {
      name: buyer.name ?? '',
      areaCode: buyer.cellphoneCode ?? '86',
      mobile: unit.beneficiary.mobile || buyer.cellphone || '',
      email: '',
    },
    contactMobile: unit.beneficiary.mobile || buyer.cellphone || '',
    language,
    createdAt: new Date(now),
    paymentDeadline: new Date(now),
    paidAt: new Date(now),
    ticketing: 'PENDING',
    parentOrderNo: unit.orderNo,
  });
  await tx.insert(orderSegment).values({
    orderNo,
    segIndex: 0,
    flightId: flight.flightId,
    fareFamily: p.fareFamily,
    seats: 1,
  });
  await tx.insert(orderPassenger).values({ orderNo, psgIndex: 0, passengerId: randomUUID(), ...passenger });
  await tx.insert(orderTicket).values({
    orderNo,
    psgIndex: 0,
    segIndex: 0,
    fareFen: 0,
    airportTaxFen: 0,
    fuelTaxFen: 0,
    otherTaxFen: 0,
    ticketStatus: TicketStatus.PENDING_ISSUE,
    productStatus: ProductStatus.AWAITING_TICKETING,
  });
  await tx.insert(productExchange).values({
    orderNo,
    unitId: unit.id,
    flightId: flight.flightId,
    createdAt: new Date(now),
  });
  await tx
    .insert(ticketingJob)
    .values({ orderNo, status: 'PENDING', runAfter: new Date(now) })
    .onConflictDoNothing();
  return orderNo;
}
