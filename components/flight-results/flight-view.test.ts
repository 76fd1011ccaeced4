import type { CityDictionary, Flight } from '@/lib/contract';
import { toFlightView } from './flight-view';

const dictionary: CityDictionary = {
  version: '1',
  cities: [
    {
      code: 'CAN',
      type: 'AIRPORT',
      nameZh: '广州白云',
      nameEn: 'Guangzhou Baiyun',
      cityCode: 'CAN',
      cityNameZh: '广州',
      cityNameEn: 'Guangzhou',
      airportNameZh: '广州白云国际机场',
      airportNameEn: 'Guangzhou Baiyun International Airport',
      pinyin: 'guangzhou',
      initials: 'gz',
      countryCode: 'CN',
      region: 'CN',
      timeZone: 'Asia/Shanghai',
      airports: [],
    },
  ],
};

const fare = (fareFamily: 'BASIC' | 'STANDARD' | 'FLEX', total: number, seatsLeft: number) => ({
  fareId: `F-${fareFamily}`,
  fareFamily,
  cabin: 'Y' as const,
  fare: total - 5000,
  airportFee: 5000,
  fuelSurcharge: 0,
  total,
  currency: 'CNY' as const,
  seatsLeft,
  checkedBaggageKg: fareFamily === 'BASIC' ? 0 : 20,
  refundable: fareFamily === 'FLEX',
  changeable: fareFamily !== 'BASIC',
  passengerPrices: {
    ADT: { fare: total - 5000, airportFee: 5000, fuelSurcharge: 0, otherTax: 0, total },
    CHD: { fare: (total - 5000) / 2, airportFee: 0, fuelSurcharge: 0, otherTax: 0, total: (total - 5000) / 2 },
    INF: { fare: 10000, airportFee: 0, fuelSurcharge: 0, otherTax: 0, total: 10000 },
  },
});

const redEye: Flight = {
  flightId: 'YQ881-2026-12-01',
  flightNo: 'YQ881',
  aircraft: 'A321',
  depAirport: 'CAN',
  arrAirport: 'NRT',
  depTerminal: 'T2',
  arrTerminal: null,
  depTime: '2026-12-01T15:30:00Z',
  arrTime: '2026-12-01T20:10:00Z',
  depTimeZone: 'Asia/Shanghai',
  arrTimeZone: 'Asia/Tokyo',
  durationMinutes: 280,
  fares: [fare('BASIC', 99000, 0), fare('STANDARD', 129000, 3), fare('FLEX', 189000, 20)],
};

describe('toFlightView', () => {
  const one = { adults: 1, children: 0, infants: 0 };
  const view = toFlightView(redEye, {
    locale: 'zh-CN',
    dictionary,
    passengers: one,
    chooseHref: (f) => `/choose/${f}`,
  });

  it('shows each end in its own airport zone and marks the next-day arrival', () => {
    expect(view.depClock).toBe('23:30');
    expect(view.arrClock).toBe('05:10');
    expect(view.arrDayOffset).toBe(1);
    expect(view.depDate).toBe('2026-12-01');
    expect(view.depMinutes).toBe(23 * 60 + 30);
  });

  it('names airports from the dictionary and falls back to the code', () => {
    expect(view.depAirportName).toBe('广州白云国际机场');
    expect(view.arrAirportName).toBe('NRT');
  });

  it('prices per adult from the fares that still have seats, and cannot choose a sold-out fare', () => {
    expect(view.lowestTotal).toBe(129000);
    expect(view.lowestTotalText).toBe('￥1,290');
    expect(view.fares[0]!.chooseHref).toBeNull();
    expect(view.fares[1]).toMatchObject({
      chooseHref: '/choose/STANDARD',
      airportFeeText: '￥50',
      fareText: '￥1,240',
    });
    expect(view.durationText).toBe('4小时40分');
  });

  it('prices the whole party from the per-type prices (spec §3 price parts), and needs a seat for each adult and child', () => {
    const family = toFlightView(redEye, {
      locale: 'en-US',
      dictionary,
      passengers: { adults: 2, children: 1, infants: 1 },
      chooseHref: (f) => `/choose/${f}`,
    });
    const flex = family.fares[2]!;
    expect(flex.partyTotal).toBe(2 * 189000 + 92000 + 10000);
    expect(flex.partyTotalText).toBe('￥4,800');
    expect(flex.partyLines).toEqual([
      { type: 'ADT', count: 2, eachText: '￥1,890' },
      { type: 'CHD', count: 1, eachText: '￥920' },
      { type: 'INF', count: 1, eachText: '￥100' },
    ]);
    // STANDARD has 3 seats: enough for 2 adults and a child (the infant sits on a lap).
    expect(family.fares[1]!.chooseHref).toBe('/choose/STANDARD');
    expect(family.lowestTotal).toBe(2 * 129000 + 62000 + 10000);
    const bigger = toFlightView(redEye, {
      locale: 'en-US',
      dictionary,
      passengers: { adults: 2, children: 2, infants: 0 },
      chooseHref: (f) => `/choose/${f}`,
    });
    expect(bigger.fares[1]!.chooseHref).toBeNull();
    expect(bigger.lowestTotal).toBe(2 * 189000 + 2 * 92000);
  });
});
