import {
  EXTRA_SEATS_PER_PASSENGER,
  FREE_MAILINGS_PER_YEAR,
  MAX_CHECKED_BAGGAGE_KG,
  addOnBlock,
  airlineYear,
  airlineYearStartMs,
  freeMailingsLeft,
  mailingBlock,
  mailingFeeFen,
  addOnOnSale,
  addOnSaleEndsAt,
  baggageBandFits,
  baggageRoomKg,
  bankCardIssue,
  luhnValid,
  maskBankCard,
  normalizeBankCard,
  serviceStatus,
  type AddOnFacts,
} from './add-on-rules';

const HOUR = 3_600_000;
const DEP = Date.parse('2026-12-10T02:00:00Z');

const facts = (over: Partial<AddOnFacts> = {}): AddOnFacts => ({
  type: 'ADT',
  departureMs: DEP,
  ticketUsable: true,
  flown: false,
  checkedIn: false,
  freeBaggageKg: 20,
  boughtBaggageKg: 0,
  smallestBandKg: 5,
  mealHeld: false,
  mealsServed: 4,
  priorityHeld: false,
  insuranceLeft: 4,
  international: false,
  seatChosen: false,
  flightCancelled: false,
  extraSeatsHeld: 0,
  ...over,
});

describe('when each add-on is sold (both sides of every bound)', () => {
  it('baggage: 2 h + 1 ms before departure sells, exactly 2 h does not', () => {
    expect(addOnSaleEndsAt('BAGGAGE', DEP)).toBe(DEP - 2 * HOUR);
    expect(addOnOnSale('BAGGAGE', DEP, DEP - 2 * HOUR - 1)).toBe(true);
    expect(addOnOnSale('BAGGAGE', DEP, DEP - 2 * HOUR)).toBe(false);
    expect(addOnBlock('BAGGAGE', facts(), DEP - 2 * HOUR - 1)).toBeNull();
    expect(addOnBlock('BAGGAGE', facts(), DEP - 2 * HOUR)).toBe('tooLate');
  });

  it('a meal and priority boarding: until check-in closes (1 h + 1 ms sells, exactly 1 h does not)', () => {
    for (const kind of ['MEAL', 'PRIORITY'] as const) {
      expect(addOnSaleEndsAt(kind, DEP)).toBe(DEP - HOUR);
      expect(addOnBlock(kind, facts(), DEP - HOUR - 1)).toBeNull();
      expect(addOnBlock(kind, facts(), DEP - HOUR)).toBe('tooLate');
    }
    expect(addOnSaleEndsAt('SEAT', DEP)).toBe(DEP - HOUR);
  });

  it('insurance: until departure (1 ms before sells); at departure the passenger is on board', () => {
    expect(addOnSaleEndsAt('INSURANCE', DEP)).toBe(DEP);
    expect(addOnBlock('INSURANCE', facts(), DEP - 1)).toBeNull();
    expect(addOnBlock('INSURANCE', facts(), DEP)).toBe('onBoard');
  });
});

describe('who may buy what (spec §8 services messages)', () => {
  const now = DEP - 24 * HOUR;

  it('passengers on board cannot buy baggage, meals, insurance or priority boarding', () => {
    for (const kind of ['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY'] as const) {
      expect(addOnBlock(kind, facts({ flown: true }), now)).toBe('onBoard');
      expect(addOnBlock(kind, facts(), DEP + 1)).toBe('onBoard');
    }
  });

  it('an infant has insurance only', () => {
    const infant = facts({ type: 'INF' });
    expect(addOnBlock('BAGGAGE', infant, now)).toBe('infant');
    expect(addOnBlock('MEAL', infant, now)).toBe('infant');
    expect(addOnBlock('PRIORITY', infant, now)).toBe('infant');
    expect(addOnBlock('INSURANCE', infant, now)).toBeNull();
  });

  it('a ticket that is not usable buys nothing', () => {
    for (const kind of ['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY'] as const)
      expect(addOnBlock(kind, facts({ ticketUsable: false }), now)).toBe('notUsable');
  });

  it('a checked-in passenger may still buy baggage, a meal and insurance, not priority boarding', () => {
    const checkedIn = facts({ checkedIn: true });
    expect(addOnBlock('PRIORITY', checkedIn, now)).toBe('checkedIn');
    expect(addOnBlock('BAGGAGE', checkedIn, now)).toBeNull();
    expect(addOnBlock('MEAL', checkedIn, now)).toBeNull();
    expect(addOnBlock('INSURANCE', checkedIn, now)).toBeNull();
  });

  it('one meal, one priority boarding, each insurance product once; no meal where none is served', () => {
    expect(addOnBlock('MEAL', facts({ mealHeld: true }), now)).toBe('bought');
    expect(addOnBlock('MEAL', facts({ mealsServed: 0 }), now)).toBe('noMeals');
    expect(addOnBlock('PRIORITY', facts({ priorityHeld: true }), now)).toBe('bought');
    expect(addOnBlock('INSURANCE', facts({ insuranceLeft: 1 }), now)).toBeNull();
    expect(addOnBlock('INSURANCE', facts({ insuranceLeft: 0 }), now)).toBe('bought');
  });
});

describe('baggage: the free 20 KG and the limit', () => {
  it('free + bought + a band may reach 50 KG, not 51', () => {
    expect(MAX_CHECKED_BAGGAGE_KG).toBe(50);
    expect(baggageBandFits(20, 25, 5)).toBe(true);
    expect(baggageBandFits(20, 26, 5)).toBe(false);
    expect(baggageBandFits(20, 0, 30)).toBe(true);
    expect(baggageBandFits(0, 0, 30)).toBe(true);
    expect(baggageBandFits(20, 5, 30)).toBe(false);
    expect(baggageRoomKg(20, 0)).toBe(30);
    expect(baggageRoomKg(20, 30)).toBe(0);
    expect(baggageRoomKg(20, 40)).toBe(0);
  });

  it("is 'limitReached' when even the smallest band does not fit", () => {
    const now = DEP - 24 * HOUR;
    expect(addOnBlock('BAGGAGE', facts({ boughtBaggageKg: 25 }), now)).toBeNull();
    expect(addOnBlock('BAGGAGE', facts({ boughtBaggageKg: 26 }), now)).toBe('limitReached');
    expect(addOnBlock('BAGGAGE', facts({ boughtBaggageKg: 30 }), now)).toBe('limitReached');
    expect(addOnBlock('BAGGAGE', facts({ freeBaggageKg: 0, boughtBaggageKg: 45 }), now)).toBeNull();
  });
});

describe('service request statuses (spec §4)', () => {
  const s = (over: Partial<Parameters<typeof serviceStatus>[0]> = {}) =>
    serviceStatus({ order: 'DONE', refunded: false, ticketValid: true, ...over });

  it('follows the order: waiting for payment, paid, applied', () => {
    expect(s({ order: 'PENDING_PAYMENT' })).toBe('PENDING_SUBMISSION');
    expect(s({ order: 'PAID' })).toBe('PENDING_CONFIRMATION');
    expect(s()).toBe('CONFIRMED');
  });

  it('ends as cancelled, rejected or not ticketed, in that order', () => {
    expect(s({ order: 'CANCELLED', ticketValid: false })).toBe('CANCELLED');
    expect(s({ order: 'FAILED', refunded: true })).toBe('REJECTED');
    expect(s({ refunded: true, ticketValid: false })).toBe('CANCELLED');
    expect(s({ ticketValid: false })).toBe('NOT_TICKETED');
    expect(s({ order: 'PENDING_PAYMENT', ticketValid: false })).toBe('NOT_TICKETED');
  });
});

describe('the claim bank card (spec §3 insurance claim)', () => {
  // Luhn-valid numbers of 15, 16, 19 and 20 digits.
  const valid16 = '6212345678901232';
  it('checks the Luhn digit', () => {
    expect(luhnValid(valid16)).toBe(true);
    expect(luhnValid('6212345678901233')).toBe(false);
    expect(luhnValid('62a2')).toBe(false);
  });

  it('takes 16 to 19 digits, spaces and dashes dropped', () => {
    expect(normalizeBankCard('6212 3456-7890 1232')).toBe(valid16);
    expect(bankCardIssue('6212 3456 7890 1232')).toBeNull();
    expect(bankCardIssue('')).toBe('required');
    expect(bankCardIssue('   ')).toBe('required');
    // 15 digits (Luhn-valid) is too short; 19 digits passes; 20 is too long.
    expect(bankCardIssue('621234567890128')).toBe('format');
    expect(bankCardIssue('6212345678901234569')).toBeNull();
    expect(bankCardIssue('62123456789012345643')).toBe('format');
    expect(bankCardIssue('6212x45678901232')).toBe('format');
    expect(bankCardIssue('6212345678901233')).toBe('checksum');
  });

  it('is shown masked', () => {
    expect(maskBankCard(valid16)).toBe('6212 **** 1232');
  });
});

describe('the extra occupied seat (spec §5, §8; decision 30)', () => {
  it('is sold until check-in closes: 1 h + 1 ms before departure yes, 1 h no', () => {
    expect(addOnBlock('EXTRA_SEAT', facts(), DEP - HOUR - 1)).toBeNull();
    expect(addOnBlock('EXTRA_SEAT', facts(), DEP - HOUR)).toBe('tooLate');
  });

  it('is one per passenger: none held sells, the limit held does not', () => {
    const now = DEP - 24 * HOUR;
    expect(EXTRA_SEATS_PER_PASSENGER).toBe(1);
    expect(addOnBlock('EXTRA_SEAT', facts({ extraSeatsHeld: 0 }), now)).toBeNull();
    expect(addOnBlock('EXTRA_SEAT', facts({ extraSeatsHeld: 1 }), now)).toBe('limitReached');
  });

  it('is not for an infant, a checked-in passenger, one with a seat chosen online, nor on an international flight', () => {
    const now = DEP - 24 * HOUR;
    expect(addOnBlock('EXTRA_SEAT', facts({ type: 'INF' }), now)).toBe('infant');
    expect(addOnBlock('EXTRA_SEAT', facts({ type: 'CHD' }), now)).toBeNull();
    expect(addOnBlock('EXTRA_SEAT', facts({ checkedIn: true }), now)).toBe('checkedIn');
    expect(addOnBlock('EXTRA_SEAT', facts({ seatChosen: true }), now)).toBe('seatChosen');
    expect(addOnBlock('EXTRA_SEAT', facts({ international: true }), now)).toBe('international');
    expect(addOnBlock('EXTRA_SEAT', facts({ flown: true }), now)).toBe('onBoard');
    expect(addOnBlock('EXTRA_SEAT', facts({ ticketUsable: false }), now)).toBe('notUsable');
    // Other kinds do not read the extra seat's facts.
    expect(addOnBlock('BAGGAGE', facts({ international: true, seatChosen: true }), now)).toBeNull();
  });
});

describe('the mailed itinerary (spec §5 Mailing: a printed or locked ticket cannot be mailed; decision 30)', () => {
  const valid = { valid: true, locked: false };
  const locked = { valid: false, locked: true };
  const gone = { valid: false, locked: false };

  it('is mailed for an order with a valid ticket, not printed and none locked', () => {
    expect(mailingBlock({ tickets: [valid, valid], printed: false })).toBeNull();
    expect(mailingBlock({ tickets: [valid, gone], printed: false })).toBeNull();
    expect(mailingBlock({ tickets: [valid], printed: true })).toBe('itineraryPrinted');
    expect(mailingBlock({ tickets: [valid, locked], printed: false })).toBe('ticketLocked');
    expect(mailingBlock({ tickets: [gone], printed: false })).toBe('notUsable');
    expect(mailingBlock({ tickets: [], printed: false })).toBe('notUsable');
  });

  it('is free while a member has a free mailing left this year (the limit on both sides), never for a visitor', () => {
    expect(FREE_MAILINGS_PER_YEAR).toBe(1);
    expect(freeMailingsLeft(true, 0)).toBe(1);
    expect(freeMailingsLeft(true, 1)).toBe(0);
    expect(freeMailingsLeft(true, 2)).toBe(0);
    expect(freeMailingsLeft(false, 0)).toBe(0);
    expect(mailingFeeFen(1_500, true, 0)).toBe(0);
    expect(mailingFeeFen(1_500, true, 1)).toBe(1_500);
    expect(mailingFeeFen(1_500, false, 0)).toBe(1_500);
  });

  it('counts the year in Beijing time: 2027 starts at 16:00 UTC on 31 December 2026', () => {
    const start = airlineYearStartMs(2027);
    expect(new Date(start).toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(airlineYear(start - 1)).toBe(2026);
    expect(airlineYear(start)).toBe(2027);
  });
});
