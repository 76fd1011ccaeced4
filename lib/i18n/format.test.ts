import { airportDate, formatAirportDateTime, formatAirportTime, formatDuration, formatMoney } from './format';

describe('formatting (money in minor units, times in the airport zone)', () => {
  it('formats minor units with the profile symbol', () => {
    expect(formatMoney(49900, 'CNY', 'zh-CN')).toBe('￥499');
    expect(formatMoney(7025, 'USD', 'en-US')).toBe('$70.25');
    expect(formatMoney(123456700, 'CNY', 'zh-CN')).toBe('￥1,234,567');
  });
  it('keeps the decimals of one currency alike: dollars always with cents, yuan whole unless there are fen', () => {
    expect(formatMoney(30000, 'USD', 'en-US')).toBe('$300.00');
    expect(formatMoney(36339, 'USD', 'en-US')).toBe('$363.39');
    expect(formatMoney(156000, 'CNY', 'zh-CN')).toBe('￥1,560');
    expect(formatMoney(156050, 'CNY', 'zh-CN')).toBe('￥1,560.50');
    expect(formatMoney(156000, 'CNY', 'zh-CN', { fraction: 'always' })).toBe('￥1,560.00');
  });
  it('gives a deadline its date as well as its time, at the airport, on both sides of midnight', () => {
    expect(formatAirportDateTime('2026-12-11T23:30:00Z', 'Asia/Shanghai', 'zh-CN')).toBe('12月12日 07:30');
    expect(formatAirportDateTime('2026-12-11T15:59:00Z', 'Asia/Shanghai', 'en-US')).toBe('Dec 11, 23:59');
    expect(formatAirportDateTime('2026-12-11T16:00:00Z', 'Asia/Shanghai', 'en-US')).toBe('Dec 12, 00:00');
  });
  it('shows local time at the airport', () => {
    expect(formatAirportTime('2026-12-01T00:05:00Z', 'Asia/Shanghai', 'zh-CN')).toBe('08:05');
    expect(formatAirportTime('2026-12-01T00:05:00Z', 'Asia/Tokyo', 'en-US')).toBe('09:05');
  });
  it('takes the calendar date in the airport zone on both sides of midnight', () => {
    expect(airportDate('2026-12-01T15:59:00Z', 'Asia/Shanghai')).toBe('2026-12-01');
    expect(airportDate('2026-12-01T16:00:00Z', 'Asia/Shanghai')).toBe('2026-12-02');
  });
  it('formats durations', () => {
    expect(formatDuration(185, 'en-US')).toBe('3h 5m');
    expect(formatDuration(120, 'zh-CN')).toBe('2小时');
  });
});
