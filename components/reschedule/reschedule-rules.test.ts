import { NOW, order, TODAY } from './reschedule.sample';
import {
  airportToday,
  dateIssue,
  guardianIssues,
  hasChangeableTicket,
  isChangeable,
  segmentBlock,
  seatsNeeded,
} from './reschedule-rules';

const HOUR = 3_600_000;

describe('date-change rules the browser checks first (decision 23)', () => {
  it('takes only issued and usable tickets (spec §4 ticket status 2, product status 2)', () => {
    const o = order();
    expect(isChangeable(o.tickets[0])).toBe(true);
    expect(isChangeable(o.tickets[5])).toBe(false); // changed already
    expect(isChangeable({ ...o.tickets[0]!, ticketNo: null })).toBe(false);
    expect(isChangeable(undefined)).toBe(false);
  });

  it('refuses BASIC (not changeable) and under 4 hours (spec §9), exactly 4 hours still allowed', () => {
    const dep = '2026-12-10T00:30:00.000Z';
    const depMs = Date.parse(dep);
    expect(segmentBlock({ fareFamily: 'STANDARD', depTime: dep }, NOW)).toBeNull();
    expect(segmentBlock({ fareFamily: 'BASIC', depTime: dep }, NOW)).toBe('BASIC');
    expect(segmentBlock({ fareFamily: 'FLEX', depTime: dep }, depMs - 4 * HOUR)).toBeNull();
    expect(segmentBlock({ fareFamily: 'FLEX', depTime: dep }, depMs - 4 * HOUR + 1)).toBe('TOO_LATE');
  });

  it("offers 'Change date' only while a ticket of a changeable segment is usable", () => {
    expect(hasChangeableTicket(order(), NOW)).toBe(true);
    const basic = order({ segments: order().segments.map((s) => ({ ...s, fareFamily: 'BASIC' as const })) });
    expect(hasChangeableTicket(basic, NOW)).toBe(false);
    const used = order({ tickets: order().tickets.map((t) => ({ ...t, productStatus: 3 })) });
    expect(hasChangeableTicket(used, NOW)).toBe(false);
  });

  it('says a child chosen without an adult of its segment (decision 23 guardian rule)', () => {
    const o = order();
    const child = { passengerId: 'P2', segmentIndex: 0 };
    expect([...guardianIssues(o, [child])]).toEqual(['P2:0']);
    expect(guardianIssues(o, [child, { passengerId: 'P3', segmentIndex: 0 }]).size).toBe(0);
    // An adult of another segment is no guardian here.
    expect(guardianIssues(o, [child, { passengerId: 'P1', segmentIndex: 1 }]).size).toBe(1);
  });

  it("reads 'today' at the departure airport and refuses a date before it", () => {
    expect(airportToday({ depTimeZone: 'Asia/Shanghai' }, NOW)).toBe(TODAY);
    expect(airportToday({ depTimeZone: 'UTC' }, NOW)).toBe('2026-11-30');
    expect(dateIssue('', TODAY)).toBe('dateRequired');
    expect(dateIssue('2026-11-30', TODAY)).toBe('dateBeforeToday');
    expect(dateIssue(TODAY, TODAY)).toBeNull();
  });

  it('counts no seat for an infant', () => {
    const o = order({
      passengers: [...order().passengers, { ...order().passengers[1]!, passengerId: 'P4', type: 'INF' }],
    });
    const items = ['P1', 'P2', 'P4'].map((passengerId) => ({ passengerId, segmentIndex: 0 }));
    expect(seatsNeeded(o, items)).toBe(2);
  });
});
