import {
  BookingDraftBodySchema,
  IdempotencyKeySchema,
  parseBookingSearch,
  SeatMapParamsSchema,
  toReserveBody,
} from './booking';

const SEARCH =
  'trip=RT&leg=CAN.CITY.BJS.AREA.2026-12-01&leg=BJS.AREA.CAN.CITY.2026-12-05&adt=1&chd=1&inf=1&sel=F-CAN-PEK-1.BASIC&sel=F-PEK-CAN-2.FLEX';

const passenger = {
  type: 'ADT' as const,
  name: '张三',
  gender: 'M' as const,
  birthday: '1990-01-01',
  nationality: 'CN',
  certificateType: 'NI' as const,
  certificateNumber: '11010119900101123X',
};

const draft = {
  search: SEARCH,
  passengers: [passenger],
  contact: { name: '张三', areaCode: '86', mobile: '13800138000', email: 'a@b.cn' },
};

describe('parseBookingSearch', () => {
  it('reads a search whose every leg is chosen', () => {
    const parsed = parseBookingSearch(SEARCH);
    expect(parsed?.choices).toEqual([
      { flightId: 'F-CAN-PEK-1', fareFamily: 'BASIC' },
      { flightId: 'F-PEK-CAN-2', fareFamily: 'FLEX' },
    ]);
    expect(parsed?.criteria.passengers).toEqual({ adults: 1, children: 1, infants: 1 });
  });

  it('refuses a search with a leg still to choose, or more than 9 passengers', () => {
    expect(parseBookingSearch(SEARCH.replace('&sel=F-PEK-CAN-2.FLEX', ''))).toBeNull();
    expect(parseBookingSearch(SEARCH.replace('adt=1', 'adt=8'))).toBeNull();
    expect(parseBookingSearch('trip=XX')).toBeNull();
  });
});

describe('BookingDraftBodySchema', () => {
  it('fills the defaults of the optional parts', () => {
    const parsed = BookingDraftBodySchema.parse(draft);
    expect(parsed.ancillaries.seats).toEqual([]);
    expect(parsed.couponIds).toEqual([]);
    expect(parsed.points).toBe(0);
    expect(parsed.agreeTerms).toBe(false);
  });

  it('takes at most 9 passengers and the contract formats', () => {
    expect(BookingDraftBodySchema.safeParse({ ...draft, passengers: Array(10).fill(passenger) }).success).toBe(false);
    expect(BookingDraftBodySchema.safeParse({ ...draft, passengers: [] }).success).toBe(false);
    const badSeat = { ...draft, ancillaries: { seats: [{ passenger: 0, segment: 0, seatNo: '12Z' }] } };
    expect(BookingDraftBodySchema.safeParse(badSeat).success).toBe(false);
  });

  it('becomes a reserve body with the fares resolved on the server', () => {
    const body = toReserveBody(BookingDraftBodySchema.parse({ ...draft, agreeTerms: true }), ['FA1', 'FA2']);
    expect(body.fareIds).toEqual(['FA1', 'FA2']);
    expect(body.agreeTerms).toBe(true);
    expect(body).not.toHaveProperty('search');
  });
});

describe('small schemas', () => {
  it('idempotency keys are 8 to 128 safe characters', () => {
    expect(IdempotencyKeySchema.safeParse('0f8fad5b-d9cb-469f-a165-70867728950e').success).toBe(true);
    expect(IdempotencyKeySchema.safeParse('short').success).toBe(false);
    expect(IdempotencyKeySchema.safeParse('a b c d e f g h').success).toBe(false);
  });

  it('seat map flight ids look like search choices', () => {
    expect(SeatMapParamsSchema.safeParse({ flightId: 'F-CAN-PEK-1' }).success).toBe(true);
    expect(SeatMapParamsSchema.safeParse({ flightId: '../x' }).success).toBe(false);
  });
});
