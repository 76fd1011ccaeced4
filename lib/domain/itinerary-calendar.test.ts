import { foldLine, icsText, icsUtc, itineraryCalendar } from './itinerary-calendar';

// the add-to-calendar file; times must be right whatever zone the calendar is in.
describe('itineraryCalendar', () => {
  const flight = {
    segIndex: 0,
    flightNo: 'YQ1234',
    // 08:30 in Guangzhou (UTC+8) is 00:30 UTC.
    depTime: '2026-12-10T00:30:00.000Z',
    arrTime: '2026-12-10T03:40:00.000Z',
    summary: 'YQ1234 广州 → 北京',
    location: '广州白云国际机场',
    description: 'Order YQ1234567890123456; departs 08:30, local time',
  };
  const ics = itineraryCalendar({
    orderNo: 'YQ1234567890123456',
    flights: [flight],
    createdAt: new Date('2026-12-01T02:00:00Z'),
  });

  it('writes each flight as an event in UTC, with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20261210T003000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261210T034000Z\r\n');
    expect(ics).toContain('\r\nUID:YQ1234567890123456-0-YQ1234\r\n');
    expect(ics).toContain('\r\nDESCRIPTION:Order YQ1234567890123456\\; departs 08:30\\, local time\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes one event per flight', () => {
    const two = itineraryCalendar({
      orderNo: 'YQ1',
      flights: [flight, { ...flight, segIndex: 1, flightNo: 'YQ4321' }],
      createdAt: new Date(),
    });
    expect(two.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(icsUtc('2026-01-02T03:04:05.678Z')).toBe('20260102T030405Z');
    const long = `DESCRIPTION:${'云'.repeat(60)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });
});
