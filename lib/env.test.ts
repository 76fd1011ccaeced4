import { parseEnv } from './env';

const BASE = { SESSION_SECRET: 'x'.repeat(32) };

describe('CUSTOMER_SERVICE_PHONE (one configured customer-service number)', () => {
  it('has a working default', () => {
    const parsed = parseEnv(BASE);
    expect(parsed.ok && parsed.env.CUSTOMER_SERVICE_PHONE).toBe('+86 20 8888 6666');
  });

  it.each(['95539', '400-820-6666', '+852 2345 6789', '  95539  '])('accepts %p', (value) => {
    const parsed = parseEnv({ ...BASE, CUSTOMER_SERVICE_PHONE: value });
    expect(parsed.ok && parsed.env.CUSTOMER_SERVICE_PHONE).toBe(value.trim());
  });

  it.each(['95xxx', '', '12', 'call us', '+86 20 8888 6666 ext 3', '<a>95539</a>', '1'.repeat(21), '95539-'])(
    'refuses %p and names the variable',
    (value) => {
      expect(parseEnv({ ...BASE, CUSTOMER_SERVICE_PHONE: value })).toEqual({
        ok: false,
        fields: 'CUSTOMER_SERVICE_PHONE',
      });
    },
  );
});

describe('REDIS_URL and REVALIDATE_SECRET (decision 60)', () => {
  it('are unset by default and when empty', () => {
    const parsed = parseEnv({ ...BASE, REDIS_URL: '', REVALIDATE_SECRET: '' });
    expect(parsed.ok && [parsed.env.REDIS_URL, parsed.env.REVALIDATE_SECRET]).toEqual([undefined, undefined]);
  });

  it('take a redis URL and a secret of 16 characters or more, and refuse anything else', () => {
    const ok = parseEnv({ ...BASE, REDIS_URL: 'redis://127.0.0.1:6379', REVALIDATE_SECRET: 's'.repeat(16) });
    expect(ok.ok && ok.env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(parseEnv({ ...BASE, REDIS_URL: 'http://127.0.0.1:6379' })).toEqual({ ok: false, fields: 'REDIS_URL' });
    expect(parseEnv({ ...BASE, REVALIDATE_SECRET: 'short' })).toEqual({ ok: false, fields: 'REVALIDATE_SECRET' });
  });
});
