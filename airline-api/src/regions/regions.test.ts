import { COUNTRY, regionChildren, regionPath, romanize } from './regions';

describe('the address cascade (spec §3 mailing address: province, city, district)', () => {
  it('lists provinces, then a province’s cities, then a city’s districts, with romanized names', () => {
    const provinces = regionChildren(COUNTRY);
    expect(provinces.length).toBeGreaterThanOrEqual(34);
    expect(provinces).toContainEqual({ code: '440000', nameZh: '广东省', nameEn: 'Guangdong' });
    expect(regionChildren('440000')).toContainEqual({ code: '440100', nameZh: '广州市', nameEn: 'Guangzhou' });
    expect(regionChildren('440100')).toContainEqual({ code: '440104', nameZh: '越秀区', nameEn: 'Yuexiu District' });
  });

  it('names a municipality’s one city after it and drops 市辖区 placeholders', () => {
    expect(regionChildren('110000')[0]).toMatchObject({ code: '110100', nameZh: '北京市' });
    expect(regionChildren('440100').some((r) => r.nameZh === '市辖区')).toBe(false);
  });

  it('answers nothing for an unknown code', () => {
    expect(regionChildren('999999')).toEqual([]);
    expect(regionChildren('')).toEqual([]);
  });

  it('accepts a path only when each level is inside the one above', () => {
    expect(regionPath('440000', '440100', '440104')?.district.nameZh).toBe('越秀区');
    expect(regionPath('440000', '440100', '440304')).toBeNull();
    expect(regionPath('110000', '440100', '440104')).toBeNull();
  });

  it('lets a city without districts stand for its own district, and only then', () => {
    expect(regionPath('810000', '810001', '810001')?.district.nameZh).toBe('中西區');
    // Dongguan has towns, nine-digit codes, in the place of districts.
    expect(regionPath('440000', '441900', '441900121')?.district.nameZh).toBe('虎门镇');
    expect(regionPath('440000', '441900', '441900')).toBeNull();
    expect(regionPath('440000', '440100', '440100')).toBeNull();
  });

  it('romanizes with English words for the administrative suffixes', () => {
    expect(romanize('海淀区')).toBe('Haidian District');
    expect(romanize('延边朝鲜族自治州')).toMatch(/Prefecture$/);
  });
});
