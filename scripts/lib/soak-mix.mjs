// What the soak asks, and how often (decision 62): the mix of a day on the site, every search a new one.
import { addDays, lettersOf, searchFares } from './bench-targets.mjs';
import { signInDemoMember } from './cluster-traffic.mjs';

const LEGS = [
  ['CAN', 'CITY', 'BJS', 'AREA'],
  ['CAN', 'CITY', 'SHA', 'AREA'],
  ['CAN', 'CITY', 'CTU', 'AREA'],
  ['SZX', 'CITY', 'BJS', 'AREA'],
  ['SZX', 'CITY', 'SHA', 'AREA'],
  ['CAN', 'CITY', 'KMG', 'CITY'],
  ['SZX', 'CITY', 'CKG', 'CITY'],
];
const CONTENT = ['/zh-CN', '/en-US', '/zh-CN/news/newList', '/en-US/news/newList', '/zh-CN/notice', '/en-US/search'];
const MEMBER = ['/zh-CN/member/index', '/zh-CN/member/order', '/en-US/member/wallet', '/zh-CN/member/passengers'];

/** English names are letters only (spec §5): a number spelled in letters. */
const pick = (list, n) => list[n % list.length];

/** Fares with seats to spare, 20–60 days ahead on the first legs, asked of airline-api once before the run. */
async function findFares(api) {
  const fares = [];
  for (let day = 20; day < 60 && fares.length < 300; day += 2) {
    for (const [dep, depType, arr, arrType] of LEGS.slice(0, 3)) {
      fares.push(...(await searchFares(api, { dep, depType, arr, arrType, days: day, minSeats: 5 })));
    }
  }
  if (fares.length === 0) throw new Error('soak: no fares found (is the cluster running?)');
  return fares;
}

export async function soakMix({ site, api, stats, timed, visitorAgent }) {
  const fares = await findFares(api);
  const origin = new URL(site).origin;
  const memberAgent = visitorAgent(1);
  const memberCookie = await signInDemoMember(site, { origin, agent: memberAgent });

  let n = 0;
  const get = async (route, url, agent, headers = {}) => {
    const [status, ms, , res] = await timed(url, { agent, headers });
    stats.record(route, status, ms);
    return res;
  };

  async function book() {
    const fare = pick(fares, n);
    const visitor = visitorAgent(1000 + (n % 60_000));
    const search = `trip=OW&leg=${fare.leg}&adt=1&chd=0&inf=0&sel=${fare.id}`;
    await get('book: passengers page', `${site}/zh-CN/book/pmsg?${search}`, visitor);
    const body = {
      search,
      passengers: [
        {
          type: 'ADT',
          surname: 'SOAK',
          givenName: lettersOf(n),
          gender: 'M',
          birthday: '1990-01-01',
          nationality: 'CN',
          certificateType: 'PP',
          certificateNumber: `S${String(10_000_000 + n)}`,
          certificateValidity: addDays(900),
          issuingCountry: 'CN',
        },
      ],
      contact: {
        name: 'Soak',
        areaCode: '86',
        mobile: `139${String(n % 100_000_000).padStart(8, '0')}`,
        email: 'soak@example.com',
      },
      agreeTerms: true,
    };
    const [status, ms, text, res] = await timed(`${site}/api/booking/reserve`, {
      agent: visitor,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'x-sf-locale': 'zh-CN',
        'idempotency-key': `soak-${process.pid}-${n}`,
      },
      body: JSON.stringify(body),
    });
    stats.record('book: reserve (BFF)', status, ms);
    const orderNo = status === 200 ? JSON.parse(text).data?.orderNo : undefined;
    if (!orderNo) return;
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await get('book: payment page', `${site}/zh-CN/book/pay?orderNo=${orderNo}`, visitor, { cookie });
  }

  /** Weighted: 35 content, 25 new results, 10 calendar, 10 funnel pages, 5 bookings, 15 member pages. */
  const kinds = [
    [35, () => get('content page', `${site}${pick(CONTENT, n)}`, visitorAgent(100 + (n % 500)))],
    [
      25,
      () => {
        const [dep, depType, arr, arrType] = pick(LEGS, n);
        const leg = `${dep}.${depType}.${arr}.${arrType}.${addDays(4 + (n % 170))}`;
        return get(
          'results (new search)',
          `${site}/zh-CN/book/booking?trip=OW&leg=${leg}&adt=1&chd=0&inf=0`,
          visitorAgent(600 + (n % 300)),
        );
      },
    ],
    [
      10,
      () => {
        const start = 4 + (n % 147);
        const q = new URLSearchParams({
          trip: 'OW',
          dep: 'CAN',
          depType: 'CITY',
          arr: 'BJS',
          arrType: 'AREA',
          start: addDays(start),
          end: addDays(start + (n % 30)),
        });
        return get('calendar (BFF)', `${site}/api/calendar?${q}`, visitorAgent(900 + (n % 100)), {
          'x-sf-locale': 'zh-CN',
        });
      },
    ],
    [
      10,
      () => {
        const fare = pick(fares, n);
        const page = pick(['otherbuy', 'confirm'], n);
        return get(
          `book: ${page} page`,
          `${site}/zh-CN/book/${page}?trip=OW&leg=${fare.leg}&adt=1&chd=0&inf=0&sel=${fare.id}`,
          visitorAgent(100 + (n % 500)),
        );
      },
    ],
    [5, book],
    [15, () => get('member page', `${site}${pick(MEMBER, n)}`, memberAgent, { cookie: memberCookie })],
  ];
  const total = kinds.reduce((s, [w]) => s + w, 0);
  return {
    next() {
      n += 1;
      let roll = (n * 7919) % total;
      for (const [weight, run] of kinds) {
        if (roll < weight) return run().catch((e) => stats.record('soak script', 'network', 0, e));
        roll -= weight;
      }
      return Promise.resolve();
    },
  };
}
