import { HOLD_LIMITS, holderAddress, holdRefusal } from './hold-rules';

// Issue 29 §1 "seat spinning", decision 51.
describe('holdRefusal', () => {
  const limit = HOLD_LIMITS.phone;
  const held = (orders: number, seats: Record<string, number> = {}) => ({
    orders,
    seatsByFlight: new Map(Object.entries(seats)),
  });

  it('lets the last order in and refuses the one after', () => {
    expect(holdRefusal(held(limit.orders - 1), ['F1'], 1, limit)).toBeNull();
    expect(holdRefusal(held(limit.orders), ['F1'], 1, limit)).toBe('orders');
  });

  it('lets seats up to the limit on a flight and refuses one more, on any flight of the trip', () => {
    const full = limit.seatsPerFlight;
    expect(holdRefusal(held(1, { F1: full - 2 }), ['F1'], 2, limit)).toBeNull();
    expect(holdRefusal(held(1, { F1: full - 2 }), ['F1'], 3, limit)).toBe('seatsPerFlight');
    expect(holdRefusal(held(1, { F2: full }), ['F1', 'F2'], 1, limit)).toBe('seatsPerFlight');
    expect(holdRefusal(held(0), ['F1'], full, limit)).toBeNull();
  });

  it('lets one booking of the spec maximum (9) through for a phone and a member, two for an address', () => {
    expect(HOLD_LIMITS.phone.seatsPerFlight).toBe(9);
    expect(HOLD_LIMITS.member.seatsPerFlight).toBe(9);
    expect(HOLD_LIMITS.address.seatsPerFlight).toBe(18);
  });
});

describe('holderAddress', () => {
  it('keeps an IPv4 address and counts an IPv6 one by its /64', () => {
    expect(holderAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(holderAddress('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(holderAddress('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(holderAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(holderAddress('::1')).toBe('0:0:0:0::/64');
    expect(holderAddress('2001:db8:1:3::a')).not.toBe(holderAddress('2001:db8:1:2::a'));
  });
});
