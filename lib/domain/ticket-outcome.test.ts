import type { OrderDetail } from '@/lib/contract/order';
import { TicketStatus as S } from '@/lib/contract/order-status';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { changedLegs } from './changed-flights';
import { isWholeOutcome, ticketOutcome } from './ticket-outcome';

// Issue 28 §3 (spec §4 ticket statuses): an order whose tickets were refunded or changed says so.

describe('ticketOutcome', () => {
  it('is nothing while no ticket was refunded or changed', () => {
    expect(ticketOutcome([])).toBeNull();
    expect(ticketOutcome([S.ISSUED, S.ISSUED])).toBeNull();
    expect(ticketOutcome([S.PENDING_ISSUE])).toBeNull();
    // A change still under way is not yet an outcome.
    expect(ticketOutcome([S.CHANGING, S.ISSUED])).toBeNull();
  });

  it('says refunded or changed once every ticket went so, on both sides of the last ticket', () => {
    expect(ticketOutcome([S.REFUND_DONE, S.REFUNDED])).toBe('REFUNDED');
    expect(ticketOutcome([S.REFUND_DONE, S.ISSUED])).toBe('PARTLY_REFUNDED');
    expect(ticketOutcome([S.CHANGED, S.CHANGED])).toBe('CHANGED');
    expect(ticketOutcome([S.CHANGED, S.ISSUED])).toBe('PARTLY_CHANGED');
    expect(ticketOutcome([S.CHANGED, S.REFUND_DONE])).toBe('REFUNDED_AND_CHANGED');
    expect(ticketOutcome([S.CHANGED, S.REFUND_DONE, S.ISSUED])).toBe('PARTLY_REFUNDED_AND_CHANGED');
  });

  it('says a refund is under way while an application holds tickets', () => {
    expect(ticketOutcome([S.REFUNDING, S.REFUNDING])).toBe('REFUNDING');
    expect(ticketOutcome([S.REFUNDING, S.REFUND_DONE, S.CHANGED])).toBe('REFUNDING');
    expect(ticketOutcome([S.REFUNDING, S.ISSUED])).toBe('PARTLY_REFUNDING');
    expect(ticketOutcome([S.REFUNDING, S.CHANGING])).toBe('PARTLY_REFUNDING');
  });

  it('does not count voided or never issued tickets', () => {
    expect(ticketOutcome([S.REFUND_DONE, S.VOIDED])).toBe('REFUNDED');
    expect(ticketOutcome([S.CHANGED, S.ISSUE_FAILED])).toBe('CHANGED');
    expect(ticketOutcome([S.VOIDED])).toBeNull();
  });

  it('tells a whole outcome from a partial one', () => {
    expect(isWholeOutcome('REFUNDED')).toBe(true);
    expect(isWholeOutcome('REFUNDED_AND_CHANGED')).toBe(true);
    expect(isWholeOutcome('PARTLY_CHANGED')).toBe(false);
    expect(isWholeOutcome(null)).toBe(false);
  });
});

const segment = (segIndex: number, flightNo: string) =>
  ({
    segIndex,
    flightNo,
    depTime: '2026-12-20T00:40:00.000Z',
    depTimeZone: 'Asia/Shanghai',
  }) as OrderDetail['segments'][number];
const ticket = (passengerIndex: number, segIndex: number, ticketStatus: number) =>
  ({
    passengerIndex,
    segIndex,
    ticketStatus,
    productStatus: 4,
    ticketNo: null,
    seatNo: null,
  }) as OrderDetail['tickets'][number];
const change = (orderNo: string, status: RescheduleOrder['status'], createdAt: string, flightNo: string) =>
  ({
    orderNo,
    status,
    createdAt,
    segments: [
      {
        segmentIndex: 0,
        flightNo,
        depTime: '2026-12-22T02:00:00.000Z',
        depTimeZone: 'Asia/Shanghai',
        depAirport: 'CAN',
        arrAirport: 'HGH',
        arrTime: '2026-12-22T04:10:00.000Z',
        arrTimeZone: 'Asia/Shanghai',
      },
    ],
  }) as unknown as RescheduleOrder;

describe('changedLegs (the flight a changed segment is now flown on)', () => {
  const order = { segments: [segment(0, 'SK101'), segment(1, 'SK102')], tickets: [] as OrderDetail['tickets'] };

  it('takes the newest standing change of a segment whose every ticket was changed', () => {
    const legs = changedLegs(
      { ...order, tickets: [ticket(0, 0, S.CHANGED), ticket(1, 0, S.CHANGED), ticket(0, 1, S.ISSUED)] },
      [
        change('YQ2', 'TICKETED', '2026-12-02T01:00:00.000Z', 'SK301'),
        change('YQ3', 'CANCELLED', '2026-12-03T01:00:00.000Z', 'SK302'),
        change('YQ1', 'COMPLETE', '2026-12-01T01:00:00.000Z', 'SK300'),
      ],
    );
    expect([...legs.keys()]).toEqual([0]);
    expect(legs.get(0)).toMatchObject({
      changeOrderNo: 'YQ2',
      flightNo: 'SK301',
      changedAt: '2026-12-02T01:00:00.000Z',
      // The new flight's arrival, so the order's page can say when the traveller lands now.
      arrTime: '2026-12-22T04:10:00.000Z',
      arrTimeZone: 'Asia/Shanghai',
    });
  });

  it('leaves a segment changed for only some passengers, or with no standing change, as booked', () => {
    const partly = { ...order, tickets: [ticket(0, 0, S.CHANGED), ticket(1, 0, S.ISSUED)] };
    expect(changedLegs(partly, [change('YQ2', 'TICKETED', '2026-12-02T01:00:00.000Z', 'SK301')]).size).toBe(0);
    const unpaid = { ...order, tickets: [ticket(0, 0, S.CHANGED)] };
    expect(changedLegs(unpaid, [change('YQ2', 'PENDING_PAYMENT', '2026-12-02T01:00:00.000Z', 'SK301')]).size).toBe(0);
  });
});
