// Where `npm run bench` measures (own ports 3200 / 4210 / 3201, so a running site is left alone), how long and how
// hard, and the searches it asks: one results page and the calendar of one route, in the airline's dates.

export const WEB = 'http://127.0.0.1:3200';
export const API = 'http://127.0.0.1:4210';
/** The same build with the page caches off (decisions 35, 36): what Next itself costs per view. */
export const NEXT_ONLY = 'http://127.0.0.1:3201';
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** A date `days` from today in the airline's zone (UTC+8), yyyy-MM-dd. */
export function addDays(days) {
  const d = new Date(Date.now() + 8 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A run number spelled in letters (A, B, … Z, AA, …): English names are letters only (spec §5). */
export const lettersOf = (k) => (k < 26 ? '' : lettersOf(Math.floor(k / 26) - 1)) + String.fromCharCode(65 + (k % 26));

/**
 * The fares with more than `minSeats` seats left on one leg `days` ahead, asked of airline-api at `api` as the web
 * asks it (one adult, one way), each with its fare id and the leg as the site's search URL writes it.
 */
export async function searchFares(
  api,
  { dep = 'CAN', depType = 'CITY', arr = 'BJS', arrType = 'AREA', days, minSeats },
) {
  const depDate = addDays(days);
  const q = new URLSearchParams({
    channelNo: 'B2C',
    language: 'zh_CN',
    currency: 'CNY',
    tripType: 'OW',
    adultCount: '1',
    flightCondition: JSON.stringify({
      index: 0,
      depCode: dep,
      arrCode: arr,
      depDate,
      depCodeType: depType,
      arrCodeType: arrType,
    }),
  });
  const found = await (await fetch(`${api}/shop/api/shopping/b2c/searchflight?${q}`)).json();
  const leg = `${dep}.${depType}.${arr}.${arrType}.${depDate}`;
  return (found.data?.legs?.[0]?.flights ?? []).flatMap((flight) =>
    flight.fares.filter((fare) => fare.seatsLeft > minSeats).map((fare) => ({ id: fare.fareId, leg })),
  );
}

/** Canton to Beijing a week ahead: the results page, the calendar as airline-api asks it, and through the BFF. */
export function searchTargets() {
  const date = addDays(7);
  const leg = `CAN.CITY.BJS.AREA.${date}`;
  const resultsPath = `/zh-CN/book/booking?trip=OW&leg=${leg}&adt=1&chd=0&inf=0`;
  const condition = JSON.stringify({
    index: 0,
    depCode: 'CAN',
    arrCode: 'BJS',
    depDate: date,
    depCodeType: 'CITY',
    arrCodeType: 'AREA',
  });
  const calendarQuery = new URLSearchParams({
    channelNo: 'B2C',
    language: 'zh_CN',
    currency: 'CNY',
    tripType: 'OW',
    adultCount: '1',
    groupIndicator: 'I',
    flightCondition: condition,
    startDate: addDays(4),
    endDate: addDays(10),
  });
  const bffCalendar = `/api/calendar?${new URLSearchParams({ trip: 'OW', dep: 'CAN', depType: 'CITY', arr: 'BJS', arrType: 'AREA', start: addDays(4), end: addDays(10) })}`;
  return { resultsPath, calendarQuery, bffCalendar };
}

/**
 * Every request a window never asked before (start 4-150 days ahead, 1-30 days long: 4,380 windows, more than a
 * run asks for), so no answer comes from the web's shopping cache (decision 33): what the BFF hop costs when it
 * has to call the airline. The direct call is measured over the same windows, since a longer window is more
 * work for the airline too.
 */
function windows() {
  let n = 0;
  return () => {
    n += 1;
    const start = 4 + (n % 147);
    const length = Math.floor(n / 147) % 30;
    return { start: addDays(start), end: addDays(start + length) };
  };
}

/** autocannon `requests` asking the BFF's calendar a new window each time. */
export function bffCalendarRequests() {
  const bffWindow = windows();
  return [
    {
      setupRequest: (req) => ({
        ...req,
        path: `/api/calendar?${new URLSearchParams({ trip: 'OW', dep: 'CAN', depType: 'CITY', arr: 'BJS', arrType: 'AREA', ...bffWindow() })}`,
      }),
    },
  ];
}

/** autocannon `requests` asking airline-api's calendar the same new windows, in the same order. */
export function directCalendarRequests(calendarQuery) {
  const directWindow = windows();
  return [
    {
      setupRequest: (req) => {
        const { start, end } = directWindow();
        const query = new URLSearchParams(calendarQuery);
        query.set('startDate', start);
        query.set('endDate', end);
        return { ...req, path: `/shop/api/shopping/b2c/calendarshopping?${query}` };
      },
    },
  ];
}
