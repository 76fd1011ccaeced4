import { ResultCode } from '@/lib/contract/codes';
import { prebookFailureKey, savedPassengersKey, searchFailureKey } from './search-messages';

// Spec §8 "Search and cities": 'inquiry status is abnormal', 'query error', 'pre-booking error', 'no passengers now'.
describe('searchFailureKey', () => {
  it("an answer that breaks the contract is 'inquiry status is abnormal'", () => {
    expect(searchFailureKey(ResultCode.UPSTREAM_BAD_RESPONSE)).toBe('inquiryAbnormal');
  });

  it("a query the airline refuses is 'query error'", () => {
    expect(searchFailureKey(ResultCode.BAD_REQUEST)).toBe('queryError');
  });

  it('a timeout, an outage and the route refusals keep their own messages', () => {
    for (const code of [
      ResultCode.UPSTREAM_TIMEOUT,
      ResultCode.UPSTREAM_UNAVAILABLE,
      ResultCode.ROUTE_NOT_OPEN,
      ResultCode.DATE_NOT_AVAILABLE,
    ])
      expect(searchFailureKey(code)).toBeNull();
  });
});

describe('prebookFailureKey', () => {
  it("a draft the pre-booking refuses is 'pre-booking error'", () => {
    for (const code of [ResultCode.PASSENGER_INVALID, ResultCode.NO_INVENTORY, ResultCode.COMPANION_LIMIT])
      expect(prebookFailureKey(code)).toBe('prebookError');
  });

  it('a fault of the systems or the network is not the draft: no pre-booking error', () => {
    for (const code of [
      ResultCode.UPSTREAM_TIMEOUT,
      ResultCode.UPSTREAM_UNAVAILABLE,
      ResultCode.UPSTREAM_BAD_RESPONSE,
      ResultCode.INTERNAL,
      ResultCode.MAINTENANCE,
      'NETWORK',
      undefined,
    ])
      expect(prebookFailureKey(code)).toBeNull();
  });
});

describe('savedPassengersKey', () => {
  it("an empty list read is 'no passengers now'; one passenger, or a list not read yet, is not", () => {
    expect(savedPassengersKey([])).toBe('noPassengersNow');
    expect(savedPassengersKey([{}])).toBeNull();
    expect(savedPassengersKey(undefined)).toBeNull();
  });
});
