import {
  SELF_SERVICE_BLOCKS,
  SELF_SERVICE_KINDS,
  SELF_SERVICE_LEVEL,
  changeBlock,
  fromAddOnBlock,
  fromAddPeopleBlock,
  fromPassengerModifyBlock,
  irregularBlock,
  kindsOf,
  refundBlock,
  seatBlock,
  selfServicePath,
  fromServiceRequestBlock,
  tripNumberOf,
  tripQueryIssues,
  type ChangeRefundFacts,
  type SegmentPassengerFacts,
} from './self-service-rules';
import { ADD_ON_BLOCKS } from './add-on-rules';

const HOUR = 3_600_000;
const DEP = Date.UTC(2026, 11, 20, 2, 0);
const facts = (over: Partial<SegmentPassengerFacts> = {}): SegmentPassengerFacts => ({
  type: 'ADT',
  departureMs: DEP,
  ticketUsable: true,
  flown: false,
  checkedIn: false,
  ...over,
});

describe('the hall lists every service once, at one level, with its page (spec §2)', () => {
  it('levels cover every kind', () => {
    const all = [...kindsOf('segmentPassenger'), ...kindsOf('passenger'), ...kindsOf('order'), ...kindsOf('segment')];
    expect(all.sort()).toEqual([...SELF_SERVICE_KINDS].sort());
    expect(Object.keys(SELF_SERVICE_LEVEL).sort()).toEqual([...SELF_SERVICE_KINDS].sort());
  });

  it('paths are the spec §2 pages, the order number encoded', () => {
    expect(selfServicePath('BAGGAGE', 'YQ1')).toBe('/ancillary/consignment/YQ1');
    expect(selfServicePath('MEAL', 'YQ1')).toBe('/ancillary/addfood/YQ1');
    expect(selfServicePath('INSURANCE', 'YQ1')).toBe('/ancillary/addInsurance/YQ1');
    expect(selfServicePath('PRIORITY', 'YQ1')).toBe('/ancillary/priority/YQ1');
    expect(selfServicePath('SEAT', 'YQ1')).toBe('/ancillary/seat/YQ1');
    expect(selfServicePath('EXTRA_SEAT', 'YQ1')).toBe('/ancillary/occupied/YQ1');
    expect(selfServicePath('WHEELCHAIR', 'YQ1')).toBe('/ancillary/specialService/YQ1');
    expect(selfServicePath('SPECIAL_BAGGAGE', 'YQ1')).toBe('/ancillary/specialBag/YQ1');
    expect(selfServicePath('MAILING', 'YQ1')).toBe('/ancillary/mailingbil/YQ1');
    expect(selfServicePath('ADD_CHILD', 'YQ1')).toBe('/ancillary/child/YQ1');
    expect(selfServicePath('ADD_INFANT', 'YQ1')).toBe('/ancillary/baby/YQ1');
    expect(selfServicePath('CHANGE', 'YQ1')).toBe('/modify/selair/YQ1');
    expect(selfServicePath('REFUND', 'YQ1')).toBe('/refunds/selair/YQ1');
    expect(selfServicePath('NAME_CHANGE', 'YQ1')).toBe('/ancillary/cname/YQ1');
    expect(selfServicePath('IRREGULAR', 'YQ1')).toBe('/ancillary/abnormalEntry');
    expect(selfServicePath('BAGGAGE', 'a/b')).toBe('/ancillary/consignment/a%2Fb');
  });

  it("the add-on rules' reasons are words of the hall's list", () => {
    for (const b of ADD_ON_BLOCKS) expect(fromAddOnBlock(b)).toBe(b);
    expect(fromAddOnBlock(null)).toBeNull();
    expect(SELF_SERVICE_BLOCKS).toEqual(expect.arrayContaining([...ADD_ON_BLOCKS]));
  });
});

describe('wheelchair and special baggage requests answer with their own rules (decision 29)', () => {
  it('maps each request block, on both sides of departure', () => {
    const t = DEP - 5 * HOUR;
    expect(fromServiceRequestBlock(null, facts(), t)).toBeNull();
    expect(fromServiceRequestBlock('infant', facts({ type: 'INF' }), t)).toBe('infant');
    expect(fromServiceRequestBlock('ticketNotUsable', facts({ ticketUsable: false }), t)).toBe('notUsable');
    expect(fromServiceRequestBlock('ticketNotUsable', facts({ ticketUsable: false, flown: true }), t)).toBe('onBoard');
    expect(fromServiceRequestBlock('tooLate', facts(), DEP - 1)).toBe('tooLate');
    expect(fromServiceRequestBlock('tooLate', facts(), DEP)).toBe('onBoard');
    expect(fromServiceRequestBlock('duplicate', facts(), t)).toBe('requested');
  });
});

describe('changes and refunds (decision 23)', () => {
  const cr = (over: Partial<ChangeRefundFacts> = {}): ChangeRefundFacts => ({
    ...facts(),
    ownChannel: true,
    fareFamily: 'STANDARD',
    ...over,
  });
  it('a change is open until 4 hours before departure, as the fee bands read it (4 h open, 4 h - 1 ms too late)', () => {
    expect(changeBlock(cr(), DEP - 4 * HOUR)).toBeNull();
    expect(changeBlock(cr(), DEP - 4 * HOUR + 1)).toBe('tooLate');
    expect(changeBlock(cr(), DEP)).toBe('onBoard');
  });
  it('other channels, unusable tickets, check-ins and BASIC fares cannot change, in that order', () => {
    const t = DEP - 10 * 24 * HOUR;
    expect(changeBlock(cr({ ownChannel: false, flown: true }), t)).toBe('otherChannel');
    expect(changeBlock(cr({ ticketUsable: false, checkedIn: true }), t)).toBe('notUsable');
    expect(changeBlock(cr({ checkedIn: true, fareFamily: 'BASIC' }), t)).toBe('checkedIn');
    expect(changeBlock(cr({ fareFamily: 'BASIC' }), t)).toBe('fareFamily');
    expect(changeBlock(cr({ fareFamily: 'FLEX', type: 'CHD' }), t)).toBeNull();
  });
  it('a refund: own channel, not flown, usable, not checked in; a no-show may still refund', () => {
    expect(refundBlock(cr({ ownChannel: false }))).toBe('otherChannel');
    expect(refundBlock(cr({ flown: true, ticketUsable: false }))).toBe('onBoard');
    expect(refundBlock(cr({ ticketUsable: false }))).toBe('notUsable');
    expect(refundBlock(cr({ checkedIn: true }))).toBe('checkedIn');
    expect(refundBlock(cr())).toBeNull();
  });
});

describe('seats after booking (decision 22)', () => {
  const seat = (over: Partial<Parameters<typeof seatBlock>[0]> = {}) => ({
    ...facts(),
    closed: null,
    passengerBlock: null,
    ...over,
  });
  it('maps the closed reason and the passenger block', () => {
    const t = DEP - 5 * HOUR;
    expect(seatBlock(seat({ type: 'INF' }), t)).toBe('infant');
    expect(seatBlock(seat({ closed: 'notOpen', ticketUsable: false }), t)).toBe('notOpen');
    expect(seatBlock(seat({ ticketUsable: false }), t)).toBe('notUsable');
    expect(seatBlock(seat({ closed: 'notSupported' }), t)).toBe('international');
    expect(seatBlock(seat({ closed: 'wechat' }), t)).toBe('wechat');
    expect(seatBlock(seat({ closed: 'closed' }), t)).toBe('tooLate');
    expect(seatBlock(seat({ closed: 'closed' }), DEP)).toBe('onBoard');
    expect(seatBlock(seat({ passengerBlock: 'extraSeat' }), t)).toBe('extraSeat');
    expect(seatBlock(seat({ passengerBlock: 'changeLimit' }), t)).toBe('changeLimit');
    expect(seatBlock(seat(), t)).toBeNull();
  });
});

describe('order and flight services', () => {
  it('irregular-flight services only for a delayed, cancelled or diverted flight', () => {
    for (const st of ['DELAYED', 'CANCELLED', 'DIVERTED', 'RETURNED'] as const)
      expect(irregularBlock(st, true)).toBeNull();
    for (const st of ['NORMAL', 'EARLY'] as const) expect(irregularBlock(st, true)).toBe('flightNormal');
    expect(irregularBlock('DELAYED', false)).toBe('notUsable');
  });
  it("maps the name change's and the added passenger's blocks", () => {
    expect(fromPassengerModifyBlock('used')).toBe('onBoard');
    expect(fromPassengerModifyBlock('limitReached')).toBe('limitReached');
    expect(fromPassengerModifyBlock('fareFamily')).toBe('fareFamily');
    expect(fromPassengerModifyBlock(null)).toBeNull();
    expect(fromAddPeopleBlock('CHD', null)).toBe('notAdult');
    expect(fromAddPeopleBlock('ADT', 'companionLimit')).toBe('companionLimit');
    expect(fromAddPeopleBlock('ADT', 'underage')).toBe('underage');
    expect(fromAddPeopleBlock('ADT', null)).toBeNull();
  });
});

describe('the search form (order or ticket number; a visitor adds the name and the contact phone)', () => {
  it('reads a ticket number with or without its dash, and an order number in any case', () => {
    expect(tripNumberOf('9021234567890')).toEqual({ kind: 'ticket', ticketNo: '9021234567890' });
    expect(tripNumberOf('902-1234567890')).toEqual({ kind: 'ticket', ticketNo: '9021234567890' });
    expect(tripNumberOf(' yq2026121000000001 ')).toEqual({ kind: 'order', orderNo: 'YQ2026121000000001' });
    expect(tripNumberOf('902123456789')).toBeNull(); // 12 digits
    expect(tripNumberOf('90212345678901')).toBeNull(); // 14 digits
    expect(tripNumberOf('YQ1')).toBeNull();
    expect(tripNumberOf('YQ/2026')).toBeNull();
  });
  it('a member needs only the number; a visitor the name (1-81) and the phone (5-15 digits) too', () => {
    const q = { number: 'YQ2026121000000001', passengerName: '', mobile: '' };
    expect(tripQueryIssues(q, true)).toEqual({});
    expect(tripQueryIssues({ ...q, number: ' ' }, true)).toEqual({ number: 'numberRequired' });
    expect(tripQueryIssues(q, false)).toEqual({ passengerName: 'nameRequired', mobile: 'mobileRequired' });
    const ok = { ...q, passengerName: '张'.repeat(81), mobile: '12345' };
    expect(tripQueryIssues(ok, false)).toEqual({});
    expect(tripQueryIssues({ ...ok, passengerName: '张'.repeat(82), mobile: '1234' }, false)).toEqual({
      passengerName: 'nameTooLong',
      mobile: 'mobileInvalid',
    });
    expect(tripQueryIssues({ ...ok, mobile: '1'.repeat(15) }, false)).toEqual({});
    expect(tripQueryIssues({ ...ok, mobile: '1'.repeat(16) }, false)).toEqual({ mobile: 'mobileInvalid' });
  });
});
