import { and, eq, sql } from 'drizzle-orm';
import { RescheduleFlightsDataSchema, ResultCode } from '@/lib/contract';
import { flightInventory, orderTicket } from '../db/schema';
import { addDays } from '../domain/dates';
import { codeOf, okData, setOffset } from '../../test/account-api';
import { adult, child, flightsOn, infant } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, TEST_NOW } from '../../test/test-server';
import {
  app,
  before,
  DAY,
  flightsCall,
  HOUR,
  items,
  lineOk,
  newFare,
  quoteCall,
  quoteOf,
  ticketed,
  serveReschedule,
} from '../../test/reschedule-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

serveReschedule();

describe('the flights offered (spec §2 /modify/selnewair; §7 reschedule/flight; decision 23)', () => {
  it('offers the same route and fare family only, without the flight held, with a 7-day strip around the date', async () => {
    const b = await ticketed([adult()], { family: 'FLEX' });
    const old = b.flights[0]!;
    const date = addDays(old.depTime.slice(0, 10), 0);
    const data = okData(
      RescheduleFlightsDataSchema,
      await flightsCall(b, { items: items(b), dates: [{ segmentIndex: 0, date }], currency: 'USD' }),
    );
    const seg = data.segments[0]!;
    expect(seg).toMatchObject({ segmentIndex: 0, date, fareFamily: 'FLEX' });
    expect(seg.flights.length).toBeGreaterThan(0);
    for (const f of seg.flights) {
      expect([f.depAirport, f.arrAirport]).toEqual([old.depAirport, old.arrAirport]);
      expect(f.fares.map((x) => [x.fareFamily, x.currency])).toEqual([['FLEX', 'USD']]);
    }
    expect(seg.flights.map((f) => f.flightId)).not.toContain(old.flightId);
    // Search answers the same flights (less the held one) and the same FLEX fares for the date.
    const searched = (await flightsOn(app, old.depAirport, old.arrAirport, date)).filter(
      (f) => f.flightId !== old.flightId && f.depAirport === old.depAirport && f.arrAirport === old.arrAirport,
    );
    expect(seg.flights.map((f) => f.flightId)).toEqual(searched.map((f) => f.flightId));
    // Spec §9: the strip shows 7 days, the date at the fourth position; its lowest day is marked.
    expect(seg.strip.map((d) => d.date)).toEqual([-3, -2, -1, 0, 1, 2, 3].map((n) => addDays(date, n)));
    expect(seg.strip.every((d) => d.currency === 'USD')).toBe(true);
    const lowest = Math.min(...seg.strip.map((d) => d.price ?? Infinity));
    expect(seg.strip.filter((d) => d.isLowest).every((d) => d.price === lowest)).toBe(true);
    // One basis (decision 49): the asked day's strip price is the lowest fare of the list, taxes left out on both.
    const fares = seg.flights.flatMap((f) => f.fares.filter((x) => x.seatsLeft > 0).map((x) => x.fare));
    expect(seg.strip.find((d) => d.date === date)?.price).toBe(Math.min(...fares));
    expect(seg.flights[0]!.fares[0]!.fare).toBeLessThan(seg.flights[0]!.fares[0]!.total);
    // A date for a segment not moved, and a date twice, are refused.
    expect(codeOf(await flightsCall(b, { items: items(b), dates: [{ segmentIndex: 1, date }] }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect(
      codeOf(
        await flightsCall(b, {
          items: items(b),
          dates: [
            { segmentIndex: 0, date },
            { segmentIndex: 0, date },
          ],
        }),
      ),
    ).toBe(ResultCode.BAD_REQUEST);
  });

  it('refuses a fare of another family or route, a flight without seats, and a fare past sales close', async () => {
    const b = await ticketed([adult()]);
    const choice = await newFare(b);
    const flex = { segmentIndex: 0, fareId: choice.fareId.replace('.STANDARD', '.FLEX') };
    expect(codeOf(await quoteCall(b, items(b), [flex]))).toBe(ResultCode.CHANGE_ROUTE_MISMATCH);
    const otherRoute = (await flightsOn(app, 'PEK', 'CAN', choice.flight.depTime.slice(0, 10)))[0]!;
    expect(codeOf(await quoteCall(b, items(b), [{ segmentIndex: 0, fareId: `${otherRoute.flightId}.STANDARD` }]))).toBe(
      ResultCode.CHANGE_ROUTE_MISMATCH,
    );
    expect(codeOf(await quoteCall(b, items(b), [{ segmentIndex: 1, fareId: choice.fareId }]))).toBe(
      ResultCode.BAD_REQUEST,
    );
    await quoteOf(b, items(b), [choice]);
    // Every seat of the family sold.
    const f = choice.flight;
    await app.airline.db
      .insert(flightInventory)
      .values({
        flightId: f.flightId,
        fareFamily: 'STANDARD',
        flightDate: f.flightId.slice(-10),
        depAirport: f.depAirport,
        arrAirport: f.arrAirport,
        capacity: 65,
        sold: 65,
      })
      .onConflictDoUpdate({
        target: [flightInventory.flightId, flightInventory.fareFamily],
        set: { sold: sql`${flightInventory.capacity}` },
      });
    expect(codeOf(await quoteCall(b, items(b), [choice]))).toBe(ResultCode.CHANGE_FARE_SOLD_OUT);
    // The new flight must still be on sale (sales close 1 hour before departure).
    const earlier = await newFare(b, 0, -1);
    setOffset(app, Date.parse(earlier.flight.depTime) - HOUR - TEST_NOW);
    expect(codeOf(await quoteCall(b, items(b), [earlier]))).toBe(ResultCode.NOT_ON_SALE);
  });
});

describe('fees (spec §3 change-date cost, §9; decision 23)', () => {
  it('child 10% at 8 days and at 7 days, 20% 1 ms under and at 5 days, 30% at 4 hours, refused 1 ms under (adult STANDARD alike)', async () => {
    const b = await ticketed([adult(), child()], { family: 'STANDARD' });
    const rates = async (left: number) => {
      await before(b, left);
      const choice = await newFare(b, 0, 1, [0, 1]);
      const q = await quoteOf(b, items(b, [0, 1]), [choice]);
      q.lines.forEach(lineOk);
      expect(q).toMatchObject({
        currency: 'CNY',
        ticketPrice: q.lines.reduce((n, l) => n + l.newFare, 0),
        difference: q.lines.reduce((n, l) => n + l.difference, 0),
        fee: q.lines.reduce((n, l) => n + l.fee, 0),
        total: q.lines.reduce((n, l) => n + l.total, 0),
      });
      expect(q.lines.map((l) => l.passengerType)).toEqual(['ADT', 'CHD']);
      return q.lines.map((l) => l.feeRate);
    };
    expect(await rates(8 * DAY)).toEqual([10, 10]);
    expect(await rates(7 * DAY)).toEqual([10, 10]);
    expect(await rates(7 * DAY - 1)).toEqual([20, 20]);
    expect(await rates(5 * DAY)).toEqual([20, 20]);
    expect(await rates(72 * HOUR - 1)).toEqual([30, 30]);
    expect(await rates(4 * HOUR)).toEqual([30, 30]);
    // Under 4 hours before the OLD flight, however far the new one is.
    const choice = await newFare(b, 0, 1, [0, 1]);
    await before(b, 4 * HOUR - 1);
    expect(codeOf(await quoteCall(b, items(b, [0, 1]), [choice]))).toBe(ResultCode.CHANGE_TOO_LATE);
    expect(
      codeOf(
        await flightsCall(b, {
          items: items(b, [0, 1]),
          dates: [{ segmentIndex: 0, date: choice.flight.depTime.slice(0, 10) }],
        }),
      ),
    ).toBe(ResultCode.CHANGE_TOO_LATE);
  });

  it('adult FLEX: nothing at 8 days, 10% at 2 days', async () => {
    const b = await ticketed([adult()], { family: 'FLEX' });
    const choice = await newFare(b);
    await before(b, 8 * DAY);
    expect((await quoteOf(b, items(b), [choice])).lines[0]!.feeRate).toBe(0);
    await before(b, 2 * DAY);
    expect((await quoteOf(b, items(b), [choice])).lines[0]!.feeRate).toBe(10);
  });

  it('refuses a BASIC fare (not changeable), a child on it too', async () => {
    const b = await ticketed([adult(), child()], { family: 'BASIC' });
    const date = b.flights[0]!.depTime.slice(0, 10);
    expect(codeOf(await flightsCall(b, { items: items(b, [0, 1]), dates: [{ segmentIndex: 0, date }] }))).toBe(
      ResultCode.CHANGE_NOT_ALLOWED,
    );
    const other = (await flightsOn(app, 'CAN', 'PEK', addDays(date, 1)))[0]!;
    expect(codeOf(await quoteCall(b, items(b, [0, 1]), [{ segmentIndex: 0, fareId: `${other.flightId}.BASIC` }]))).toBe(
      ResultCode.CHANGE_NOT_ALLOWED,
    );
  });

  // decision 23: a BASIC adult's change is 'this ticket cannot be changed' in every band, D included ('not under
  // 4 hours' is for the families that do change).
  it('refuses a BASIC adult 3 hours before departure as not changeable (not too late)', async () => {
    const b = await ticketed([adult()], { family: 'BASIC' });
    const date = b.flights[0]!.depTime.slice(0, 10);
    const other = (await flightsOn(app, 'CAN', 'PEK', addDays(date, 1)))[0]!;
    await before(b, 3 * HOUR);
    const choice = { segmentIndex: 0, fareId: `${other.flightId}.BASIC` };
    expect(codeOf(await quoteCall(b, items(b), [choice]))).toBe(ResultCode.CHANGE_NOT_ALLOWED);
    expect(codeOf(await flightsCall(b, { items: items(b), dates: [{ segmentIndex: 0, date }] }))).toBe(
      ResultCode.CHANGE_NOT_ALLOWED,
    );
  });

  it('moves an infant free, and rounds a fee up to the whole yuan', async () => {
    const b = await ticketed([adult(), infant()], { family: 'STANDARD' });
    await app.airline.db
      .update(orderTicket)
      .set({ fareFen: 12_345 })
      .where(and(eq(orderTicket.orderNo, b.orderNo), eq(orderTicket.psgIndex, 0)));
    await before(b, 8 * DAY);
    const choice = await newFare(b, 0, 1, [0, 1]);
    const q = await quoteOf(b, items(b, [0, 1]), [choice]);
    q.lines.forEach(lineOk);
    // STANDARD 8 days out: 10% of 123.45 is 12.345, so 13.00.
    expect(q.lines[0]).toMatchObject({ passengerType: 'ADT', oldFare: 12_345, feeRate: 10, fee: 1_300 });
    expect(q.lines[1]).toMatchObject({ passengerType: 'INF', feeRate: 0, fee: 0 });
    // The new fare is what search shows for each type.
    const fare = choice.flight.fares[0]!;
    expect(q.lines.map((l) => l.newFare)).toEqual([fare.passengerPrices.ADT.fare, fare.passengerPrices.INF.fare]);
  });

  it('never gives a negative difference: a dearer old fare pays only the fee', async () => {
    const b = await ticketed([adult()], { family: 'STANDARD' });
    await app.airline.db.update(orderTicket).set({ fareFen: 999_900 }).where(eq(orderTicket.orderNo, b.orderNo));
    await before(b, 5 * DAY);
    const choice = await newFare(b);
    const q = await quoteOf(b, items(b), [choice]);
    expect(q.lines[0]!.newFare).toBeLessThan(999_900);
    expect(q).toMatchObject({ difference: 0, fee: 200_000, total: 200_000 });
  });
});
