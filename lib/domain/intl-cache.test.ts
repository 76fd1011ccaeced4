import { cachedFormatterCount, dateTimeFormat, numberFormat } from './intl-cache';

describe('Intl formatters are made once per locale and options (decision 33)', () => {
  it('the same locale and options give the same formatter; other options or locales another', () => {
    const a = dateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit' });
    expect(dateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit' })).toBe(a);
    expect(dateTimeFormat('zh-CN', { timeZone: 'Asia/Urumqi', hour: '2-digit' })).not.toBe(a);
    expect(dateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', hour: '2-digit' })).not.toBe(a);
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).toBe(
      numberFormat('en-US', { maximumFractionDigits: 2 }),
    );
  });

  it('formats as a new formatter would', () => {
    const at = new Date(Date.UTC(2026, 11, 20, 2, 5));
    const options = { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    expect(dateTimeFormat('en-US', options).format(at)).toBe(new Intl.DateTimeFormat('en-US', options).format(at));
    expect(dateTimeFormat('en-US', options).format(at)).toBe('10:05');
    expect(numberFormat('zh-CN', { minimumFractionDigits: 2 }).format(1234.5)).toBe('1,234.50');
  });

  it('stays bounded: past 1000 formatters the cache starts again, and still answers right', () => {
    for (let i = 0; i < 1500; i += 1) numberFormat(`en-x-n${i}`);
    expect(cachedFormatterCount().numbers).toBeLessThanOrEqual(1000);
    expect(numberFormat('en-US', { maximumFractionDigits: 0 }).format(2.6)).toBe('3');
  });
});
