jest.mock('server-only', () => ({}));
process.env.SESSION_SECRET = 'x'.repeat(32);

import { ResultCode } from '@/lib/contract';
import { runAsRequest } from '@/lib/request-id';
import { bffError, messageOf } from './respond';

describe("messages that say 'contact customer service' name the number", () => {
  it.each(['zh-CN', 'en-US'] as const)('%s: closed function names CUSTOMER_SERVICE_PHONE', (locale) => {
    const msg = messageOf(ResultCode.FUNCTION_CLOSED, locale);
    expect(msg).toContain('+86 20 8888 6666');
    expect(msg).not.toMatch(/[{}]/);
  });

  it.each(['zh-CN', 'en-US'] as const)('%s: no error message keeps a placeholder', (locale) => {
    for (const code of Object.values(ResultCode)) {
      if (code === ResultCode.OK) continue;
      expect(messageOf(code, locale)).not.toMatch(/[{}]/);
    }
  });
});

// Decision 58: an error answer names its request; a failure of the systems gives the traveller a reference to quote.
describe('error answers name the request', () => {
  it.each([
    ['en-US', 'Reference: req-42'],
    ['zh-CN', '参考编号：req-42'],
  ] as const)('%s: a system failure’s message ends with the reference', async (locale, reference) => {
    const body = await runAsRequest('req-42', () => bffError(ResultCode.UPSTREAM_UNAVAILABLE, locale)).json();
    expect(body).toMatchObject({ code: ResultCode.UPSTREAM_UNAVAILABLE, requestId: 'req-42' });
    expect(body.msg).toContain(messageOf(ResultCode.UPSTREAM_UNAVAILABLE, locale));
    expect(body.msg).toContain(reference);
  });

  it('a refusal names the request but keeps its message as it is', async () => {
    const body = await runAsRequest('req-43', () => bffError(ResultCode.BAD_REQUEST, 'en-US')).json();
    expect(body).toEqual({
      code: ResultCode.BAD_REQUEST,
      msg: messageOf(ResultCode.BAD_REQUEST, 'en-US'),
      requestId: 'req-43',
    });
  });

  it('outside a request (a test, a timer) the answer is as before', async () => {
    const body = await bffError(ResultCode.INTERNAL, 'en-US').json();
    expect(body).toEqual({ code: ResultCode.INTERNAL, msg: messageOf(ResultCode.INTERNAL, 'en-US') });
  });
});
