import { chosenOrigin, operatingDays, originLabel } from './content-network';

describe('operatingDays', () => {
  it('is null for a daily flight', () => expect(operatingDays([1, 2, 3, 4, 5, 6, 7], 'en-US')).toBeNull());
  it('names the days in order', () => {
    expect(operatingDays([5, 1, 3], 'en-US')).toBe('Mon Wed Fri');
    expect(operatingDays([2, 7], 'zh-CN')).toBe('周二 周日');
  });
});

describe('chosenOrigin', () => {
  const origins = [{ code: 'SZX' }, { code: 'CAN' }];
  it('takes the asked origin, else CAN, else the first', () => {
    expect(chosenOrigin(origins, 'SZX')?.code).toBe('SZX');
    expect(chosenOrigin(origins, 'XXX')?.code).toBe('CAN');
    expect(chosenOrigin([{ code: 'PEK' }], undefined)?.code).toBe('PEK');
    expect(chosenOrigin([], 'CAN')).toBeUndefined();
  });
});

describe('originLabel (the route network chips name the city once)', () => {
  it.each([
    [{ cityName: 'Shanghai', name: 'Shanghai Pudong' }, 'Shanghai Pudong'],
    [{ cityName: '上海', name: '上海浦东' }, '上海浦东'],
    [{ cityName: 'Guangzhou', name: 'Guangzhou' }, 'Guangzhou'],
    [{ cityName: 'shanghai', name: 'Shanghai Hongqiao' }, 'Shanghai Hongqiao'],
    [{ cityName: 'Tokyo', name: 'Narita' }, 'Tokyo Narita'],
    [{ cityName: '首尔', name: '仁川' }, '首尔 仁川'],
    [{ cityName: '', name: 'CAN' }, 'CAN'],
    [{ cityName: 'Xi’an', name: '' }, 'Xi’an'],
  ])('%o → %s', (origin, label) => {
    expect(originLabel(origin)).toBe(label);
  });
});
