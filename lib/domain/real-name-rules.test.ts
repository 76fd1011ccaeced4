import { RealNameDataSchema } from '@/lib/contract/real-name';
import {
  REAL_NAME_VALID_DAYS,
  certificationOfStatus,
  isRealNameExpired,
  maySubmitRealName,
  realNameExpiresAt,
  realNameStep,
} from './real-name-rules';

const DAY = 86_400_000;
const REVIEWED = Date.parse('2025-03-01T02:00:00Z');

describe('real-name certification validity (spec §6, §8 real-name certification expired)', () => {
  it('lapses exactly REAL_NAME_VALID_DAYS after the review', () => {
    expect(realNameExpiresAt(REVIEWED)).toBe(REVIEWED + REAL_NAME_VALID_DAYS * DAY);
  });

  it('a certified status is valid up to the last millisecond and expired from the lapse on', () => {
    const lapse = realNameExpiresAt(REVIEWED);
    expect(isRealNameExpired(3, REVIEWED, lapse - 1)).toBe(false);
    expect(isRealNameExpired(3, REVIEWED, lapse)).toBe(true);
    expect(isRealNameExpired(3, REVIEWED, lapse + DAY)).toBe(true);
  });

  it('only a certified status can expire; one with no review time never does', () => {
    const long = realNameExpiresAt(REVIEWED) + 10 * DAY;
    expect(isRealNameExpired(0, REVIEWED, long)).toBe(false);
    expect(isRealNameExpired(1, REVIEWED, long)).toBe(false);
    expect(isRealNameExpired(2, REVIEWED, long)).toBe(false);
    expect(isRealNameExpired(3, null, long)).toBe(false);
  });
});

describe('the next step of each real-name status (spec §4: 0 to 3)', () => {
  it.each([
    [0, false, 'certify', true],
    [1, false, 'underReview', false],
    [2, false, 'recertify', true],
    [3, false, 'certified', false],
    [3, true, 'renew', true],
  ] as const)('status %d, expired %s: %s (may submit: %s)', (status, expired, step, may) => {
    expect(realNameStep(status, expired)).toBe(step);
    expect(maySubmitRealName(status, expired)).toBe(may);
  });
});

describe('a certification known by its status alone', () => {
  it.each([0, 1, 2, 3] as const)('status %d: a valid answer with nothing but the status, not expired', (status) => {
    const certification = certificationOfStatus(status);
    expect(RealNameDataSchema.parse(certification)).toEqual(certification);
    expect(certification).toMatchObject({
      status,
      name: null,
      certificateNumber: null,
      expired: false,
      expiresAt: null,
    });
  });
});
