import {
  ADD_ON_OFFER_MS,
  WECHAT_MINI_PROGRAM_CHANNEL,
  offerValid,
  seatChangesLeft,
  seatSelectionClosed,
} from './seat-selection-rules';

const DEP = Date.parse('2026-12-10T02:00:00Z');
const HOUR = 3_600_000;
const open = { ticketed: true, international: false, channelNo: 'B2C', departureMs: DEP, flightCancelled: false };

describe('seatSelectionClosed (spec §4 seat selection flow, §8; decision 22)', () => {
  it('is open from ticketing until 1 ms before the 1-hour mark, closed at exactly 1 hour and after', () => {
    expect(seatSelectionClosed(open, DEP - 10 * 24 * HOUR)).toBeNull();
    expect(seatSelectionClosed(open, DEP - HOUR - 1)).toBeNull();
    expect(seatSelectionClosed(open, DEP - HOUR)).toBe('closed');
    expect(seatSelectionClosed(open, DEP + 1)).toBe('closed');
  });

  it('says why in order: not ticketed, international, WeChat, then time', () => {
    const late = DEP - HOUR;
    expect(seatSelectionClosed({ ...open, ticketed: false, international: true }, late)).toBe('notOpen');
    expect(seatSelectionClosed({ ...open, international: true, channelNo: WECHAT_MINI_PROGRAM_CHANNEL }, late)).toBe(
      'notSupported',
    );
    expect(seatSelectionClosed({ ...open, channelNo: WECHAT_MINI_PROGRAM_CHANNEL }, late)).toBe('wechat');
  });

  it('is closed for a cancelled flight while it would be open, said as such (decision 78)', () => {
    expect(seatSelectionClosed({ ...open, flightCancelled: true }, DEP - 10 * 24 * HOUR)).toBe('flightCancelled');
    expect(seatSelectionClosed({ ...open, flightCancelled: false }, DEP - 10 * 24 * HOUR)).toBeNull();
  });
});

describe('seat changes and the offer (spec §4: a seat can be changed twice)', () => {
  it('leaves 2, 1, 0 changes, never fewer', () => {
    expect([0, 1, 2, 3].map(seatChangesLeft)).toEqual([2, 1, 0, 0]);
  });

  it('holds an offer for 30 minutes: valid 1 ms before, expired at exactly 30 minutes', () => {
    const made = DEP - 5 * HOUR;
    expect(offerValid(made + ADD_ON_OFFER_MS, made + ADD_ON_OFFER_MS - 1)).toBe(true);
    expect(offerValid(made + ADD_ON_OFFER_MS, made + ADD_ON_OFFER_MS)).toBe(false);
  });
});
