import type { City } from '@/lib/contract/city';
import { CITY_PAGE_SIZE, cityAreas, findCityOption, matchRank, searchCities } from './city-search';

function city(partial: Partial<City> & Pick<City, 'code' | 'nameZh' | 'nameEn' | 'pinyin' | 'initials'>): City {
  return {
    type: 'CITY',
    cityCode: partial.code,
    cityNameZh: partial.nameZh,
    cityNameEn: partial.nameEn,
    countryCode: 'CN',
    region: 'CN',
    timeZone: 'Asia/Shanghai',
    airports: [],
    ...partial,
  };
}

const CAN = city({
  code: 'CAN',
  nameZh: '广州',
  nameEn: 'Guangzhou',
  pinyin: 'guangzhou',
  initials: 'gz',
  alias: 'Canton',
  airportNameZh: '广州白云国际机场',
  airportNameEn: 'Guangzhou Baiyun International Airport',
  hotRank: 1,
});
const SHA_AREA = city({
  code: 'SHA',
  type: 'AREA',
  nameZh: '上海',
  nameEn: 'Shanghai',
  pinyin: 'shanghai',
  initials: 'sh',
  airports: ['PVG', 'SHA'],
  hotRank: 3,
});
const SHA_AIRPORT = city({
  code: 'SHA',
  type: 'AIRPORT',
  cityCode: 'SHA',
  nameZh: '上海虹桥',
  nameEn: 'Shanghai Hongqiao',
  cityNameZh: '上海',
  cityNameEn: 'Shanghai',
  pinyin: 'shanghaihongqiao',
  initials: 'shhq',
  airportNameZh: '上海虹桥国际机场',
  airportNameEn: 'Shanghai Hongqiao International Airport',
});
const PVG = city({
  code: 'PVG',
  type: 'AIRPORT',
  cityCode: 'SHA',
  nameZh: '上海浦东',
  nameEn: 'Shanghai Pudong',
  cityNameZh: '上海',
  cityNameEn: 'Shanghai',
  pinyin: 'shanghaipudong',
  initials: 'shpd',
  airportNameZh: '上海浦东国际机场',
  airportNameEn: 'Shanghai Pudong International Airport',
});
const XIY = city({ code: 'XIY', nameZh: '西安', nameEn: "Xi'an", pinyin: 'xian', initials: 'xa' });
const SWA = city({
  code: 'SWA',
  nameZh: '揭阳',
  nameEn: 'Jieyang',
  pinyin: 'jieyang',
  initials: 'jy',
  alias: '潮汕 汕头 Chaoshan Shantou',
});
const HKG = city({
  code: 'HKG',
  nameZh: '香港',
  nameEn: 'Hong Kong',
  pinyin: 'xianggang',
  initials: 'xg',
  countryCode: 'HK',
  region: 'INTL',
  hotRank: 15,
});
const BKK = city({
  code: 'BKK',
  nameZh: '曼谷',
  nameEn: 'Bangkok',
  pinyin: 'mangu',
  initials: 'mg',
  countryCode: 'TH',
  region: 'INTL',
});
const CITIES = [CAN, SHA_AREA, SHA_AIRPORT, PVG, XIY, SWA, HKG, BKK];

const codes = (q: string, page = 1) => searchCities(CITIES, q, page, 'zh').items.map((o) => `${o.code}/${o.type}`);

describe('matchRank', () => {
  it('ranks an exact code 0, an exact name 1, a prefix 2, an alias prefix 3, a contained text 4', () => {
    expect(matchRank(CAN, 'can')).toBe(0);
    expect(matchRank(CAN, '广州')).toBe(1);
    expect(matchRank(CAN, 'Guangzhou')).toBe(1);
    expect(matchRank(CAN, 'guang')).toBe(2);
    expect(matchRank(CAN, 'gz')).toBe(2);
    expect(matchRank(CAN, 'baiyun')).toBe(4);
    expect(matchRank(CAN, 'zhou')).toBe(4);
    expect(matchRank(CAN, 'beijing')).toBeNull();
  });
  it('ignores case, spaces and apostrophes', () => {
    expect(matchRank(XIY, 'XIAN')).toBe(1);
    expect(matchRank(XIY, "xi'an")).toBe(1);
    expect(matchRank(HKG, 'hong kong')).toBe(1);
    expect(matchRank(HKG, 'HONGK')).toBe(2);
  });
  it('matches aliases', () => {
    expect(matchRank(SWA, '汕头')).toBe(3);
    expect(matchRank(SWA, 'chaoshan')).toBe(3);
    expect(matchRank(CAN, 'canton')).toBe(3);
  });
  it('does not match an empty query', () => {
    expect(matchRank(CAN, '  ')).toBeNull();
  });
});

describe('searchCities', () => {
  it('puts the exact code first, the city group before its airport', () => {
    expect(codes('sha')[0]).toBe('SHA/AREA');
    expect(codes('sha')[1]).toBe('SHA/AIRPORT');
    expect(codes('sha')).toContain('PVG/AIRPORT');
  });
  it('puts the city group before its airports when typing the city name', () => {
    expect(codes('上海')).toEqual(['SHA/AREA', 'PVG/AIRPORT', 'SHA/AIRPORT']);
  });
  it('ranks a name before an alias', () => {
    expect(codes('sha').indexOf('PVG/AIRPORT')).toBeLessThan(codes('sha').indexOf('SWA/CITY'));
  });
  it('ranks prefix matches before contained ones', () => {
    // "xian" is XIY's pinyin (exact) and inside HKG's "xianggang" (prefix).
    expect(codes('xian')).toEqual(['XIY/CITY', 'HKG/CITY']);
  });
  it('answers names in the requested language', () => {
    const page = searchCities(CITIES, 'pvg', 1, 'en');
    expect(page.items[0]).toEqual({
      code: 'PVG',
      type: 'AIRPORT',
      name: 'Shanghai Pudong',
      cityName: 'Shanghai',
      airportName: 'Shanghai Pudong International Airport',
      countryCode: 'CN',
      region: 'CN',
    });
    expect(searchCities(CITIES, 'pvg', 1, 'zh').items[0]?.name).toBe('上海浦东');
  });
  it('pages by 8 with the total of all hits', () => {
    const many = Array.from({ length: 11 }, (_, i) =>
      city({
        code: `A${String.fromCharCode(65 + i)}A`,
        nameZh: `城${i}`,
        nameEn: `Town ${i}`,
        pinyin: `cheng${i}`,
        initials: 'c',
      }),
    );
    const first = searchCities(many, 'town', 1, 'en');
    const second = searchCities(many, 'town', 2, 'en');
    expect(first.items).toHaveLength(CITY_PAGE_SIZE);
    expect(first.total).toBe(11);
    expect(second.items).toHaveLength(3);
    expect(second.page).toBe(2);
    expect(new Set([...first.items, ...second.items].map((o) => o.code)).size).toBe(11);
    expect(searchCities(many, 'town', 3, 'en').items).toHaveLength(0);
  });
  it('finds nothing for an unknown text', () => {
    expect(searchCities(CITIES, 'qqqq', 1, 'zh')).toEqual({ items: [], page: 1, total: 0 });
  });
});

describe('cityAreas', () => {
  it('lists hot cities by rank and splits the rest into China and International without group airports', () => {
    const areas = cityAreas(CITIES, 'zh');
    expect(areas.hot.map((o) => o.code)).toEqual(['CAN', 'SHA', 'HKG']);
    expect(areas.china.map((o) => o.code)).toEqual(['CAN', 'SWA', 'SHA', 'XIY']);
    expect(areas.international.map((o) => o.code)).toEqual(['BKK', 'HKG']);
  });
  it('sorts by English name in English', () => {
    expect(cityAreas(CITIES, 'en').china.map((o) => o.name)).toEqual(['Guangzhou', 'Jieyang', 'Shanghai', "Xi'an"]);
  });
  it('keeps at most 16 hot cities', () => {
    const hot = Array.from({ length: 20 }, (_, i) =>
      city({
        code: `H${String.fromCharCode(65 + i)}T`,
        nameZh: `热${i}`,
        nameEn: `Hot ${i}`,
        pinyin: `re${i}`,
        initials: 'r',
        hotRank: Math.min(i + 1, 16),
      }),
    );
    expect(cityAreas(hot, 'zh').hot).toHaveLength(16);
  });
});

describe('findCityOption', () => {
  it('prefers the city group for a bare code and honours an explicit type', () => {
    expect(findCityOption(CITIES, 'SHA', 'zh')?.type).toBe('AREA');
    expect(findCityOption(CITIES, 'sha', 'zh', 'AIRPORT')?.name).toBe('上海虹桥');
    expect(findCityOption(CITIES, 'ZZZ', 'zh')).toBeNull();
  });
});
