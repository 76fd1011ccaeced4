// Orders for `npm run bench`: idempotent reserves against airline-api on PGlite, one adult per order, spread over
// many flights so inventory never runs out during the run (held seats expire after 30 min); and the booking
// funnel's pages, whose first-load JS is measured.
import { load } from './bench-load.mjs';
import { API, addDays, lettersOf, searchFares } from './bench-targets.mjs';

/** Up to 200 fares (id and leg) with more than 5 seats left, Canton to Beijing 20 to 50 days ahead, from `api`. */
export async function findFares(api = API) {
  const fares = [];
  for (let day = 20; day < 50 && fares.length < 200; day += 1)
    fares.push(...(await searchFares(api, { days: day, minSeats: 5 })));
  return fares;
}

/** The ids of those fares. */
export async function findFareIds(api = API) {
  return (await findFares(api)).map((fare) => fare.id);
}

/** Reserve bodies, each a new passenger on the next fare; `count` is how many were made. */
export function reserveBodies(fareIds) {
  let n = 0;
  const next = () => {
    n += 1;
    return JSON.stringify({
      fareIds: [fareIds[n % fareIds.length]],
      passengers: [
        {
          type: 'ADT',
          surname: 'BENCH',
          givenName: lettersOf(n),
          gender: 'M',
          birthday: '1990-01-01',
          nationality: 'CN',
          certificateType: 'PP',
          certificateNumber: `E${String(10_000_000 + n)}`,
          certificateValidity: addDays(900),
          issuingCountry: 'CN',
        },
      ],
      contact: { name: 'Bench', areaCode: '86', mobile: '13800138000', email: 'bench@example.com' },
      agreeTerms: true,
    });
  };
  return {
    next,
    get count() {
      return n;
    },
  };
}

/** Order creation straight from airline-api, each request a new order under its own idempotency key. */
export async function measureReserve(reserve, rows) {
  const row = await load('order creation (reserve) direct', `${API}/shop/api/reserve/b2c/reserve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          body: reserve.next(),
          headers: { ...req.headers, 'idempotency-key': `bench-${process.pid}-${reserve.count + 1}-${Date.now()}` },
        }),
      },
    ],
  });
  rows.push(row);
}

/** The booking funnel's pages for the first fare: passengers, services, confirm, and the payment of a new order. */
export async function funnelPaths(fareIds, reserve) {
  const funnel = [];
  if (fareIds.length === 0) return funnel;
  const fare = fareIds[0];
  const date = fare.split('-').slice(1, 4).join('-').split('.')[0];
  const query = `trip=OW&leg=CAN.CITY.BJS.AREA.${date}&adt=1&chd=0&inf=0&sel=${fare}`;
  funnel.push(`/zh-CN/book/pmsg?${query}`, `/zh-CN/book/otherbuy?${query}`, `/zh-CN/book/confirm?${query}`);
  const made = await (
    await fetch(`${API}/shop/api/reserve/b2c/reserve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `bench-js-${Date.now()}` },
      body: reserve.next(),
    })
  ).json();
  if (made.data?.orderNo) funnel.push(`/zh-CN/book/pay?orderNo=${made.data.orderNo}`);
  return funnel;
}
