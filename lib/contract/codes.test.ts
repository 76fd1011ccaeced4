import { ResultCode, STATUS_OF_CODE, RESULT_CODES, isResultCode } from '@/lib/contract';

describe('result codes (docs/architecture.md: the envelope)', () => {
  it('maps every code to an HTTP status', () => {
    for (const code of RESULT_CODES) expect(STATUS_OF_CODE[code]).toBeGreaterThanOrEqual(200);
  });
  it('recognises only listed codes', () => {
    expect(isResultCode(ResultCode.NOT_LOGGED_IN)).toBe(true);
    expect(isResultCode('1000012')).toBe(false);
  });
});
