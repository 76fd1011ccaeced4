import { isFlightSort, lowestAvailableTotal, sortFlights, type SortableFlight } from './flight-sort';

const f = (flightNo: string, depTime: string, lowestTotal: number | null): SortableFlight => ({
  flightNo,
  depTime,
  lowestTotal,
});

const morning = f('YQ101', '2026-12-01T00:05:00Z', 68000);
const noon = f('YQ103', '2026-12-01T04:00:00Z', 42000);
const evening = f('YQ105', '2026-12-01T11:30:00Z', 42000);
const soldOut = f('YQ107', '2026-11-30T23:00:00Z', null);

const numbers = (list: SortableFlight[]) => list.map((x) => x.flightNo);

describe('sortFlights', () => {
  it('orders by departure instant', () => {
    expect(numbers(sortFlights([evening, morning, soldOut, noon], 'departure'))).toEqual([
      'YQ107',
      'YQ101',
      'YQ103',
      'YQ105',
    ]);
  });

  it('compares departure instants, not the local clock text of different zones', () => {
    // 09:00 in Tokyo (00:00Z) leaves before 08:30 in Shanghai (00:30Z).
    const tokyo = f('YQ801', '2026-12-01T00:00:00.000Z', 1);
    const shanghai = f('YQ201', '2026-12-01T00:30:00Z', 1);
    expect(numbers(sortFlights([shanghai, tokyo], 'departure'))).toEqual(['YQ801', 'YQ201']);
  });

  it('orders by lowest price, with ties broken by departure time and sold-out flights last', () => {
    expect(numbers(sortFlights([soldOut, evening, morning, noon], 'price'))).toEqual([
      'YQ103',
      'YQ105',
      'YQ101',
      'YQ107',
    ]);
  });

  it('breaks a tie on both price and time by flight number', () => {
    const a = f('YQ300', '2026-12-01T04:00:00Z', 42000);
    expect(numbers(sortFlights([noon, a], 'price'))).toEqual(['YQ103', 'YQ300']);
    expect(numbers(sortFlights([a, noon], 'departure'))).toEqual(['YQ103', 'YQ300']);
  });

  it('leaves the input list untouched', () => {
    const input = [evening, morning];
    sortFlights(input, 'departure');
    expect(numbers(input)).toEqual(['YQ105', 'YQ101']);
  });
});

describe('lowestAvailableTotal and isFlightSort', () => {
  it('takes the lowest total among fares with seats left', () => {
    expect(
      lowestAvailableTotal([
        { total: 30000, seatsLeft: 0 },
        { total: 45000, seatsLeft: 3 },
        { total: 60000, seatsLeft: 9 },
      ]),
    ).toBe(45000);
    expect(lowestAvailableTotal([{ total: 30000, seatsLeft: 0 }])).toBeNull();
  });

  it('accepts only the known sort keys', () => {
    expect(isFlightSort('price')).toBe(true);
    expect(isFlightSort('duration')).toBe(false);
  });
});
