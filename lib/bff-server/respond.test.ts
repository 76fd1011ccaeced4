jest.mock('server-only', () => ({}));
process.env.SESSION_SECRET = 'x'.repeat(32);

import { ResultCode } from '@/lib/contract';
import { messageOf } from './respond';

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
