#!/usr/bin/env node
// `npm run cluster:scale`: the scaling table of decision 62. Starts the cluster with 1 instance of each kind, then
// with 2, and measures through nginx the home page, a results page for a search never asked before, and the
// booking call (an order through the BFF per request). On a two-core machine the second instance of each kind
// shows what it costs, not a speed-up: there is no idle core for it.
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 npm run cluster:scale
import { load } from './lib/bench-load.mjs';
import { findFares } from './lib/bench-orders.mjs';
import { addDays, lettersOf } from './lib/bench-targets.mjs';
import { clusterEnv, startCluster } from './lib/cluster-run.mjs';

const rows = [];
for (const count of [1, 2]) {
  const env = {
    ...clusterEnv(`cluster-scale-${count}`, 3070),
    CLUSTER_WEBS: String(count),
    CLUSTER_APIS: String(count),
    // One benchmark client books hundreds of orders from 127.0.0.1 (decision 51's harness switch).
    AIRLINE_UNHELD_LOOPBACK: '1',
  };
  const cluster = await startCluster(env);
  const site = `http://127.0.0.1:${cluster.layout.port}`;
  const api = `http://127.0.0.1:${cluster.layout.apiPort}`;
  try {
    const label = `${count} web + ${count} airline-api`;
    const home = await load(`${label}: home`, `${site}/zh-CN`, {
      headers: { cookie: 'sf_did=0123456789abcdef0123456789abcdef' },
    });
    let n = 0;
    const results = await load(`${label}: results, new search`, `${site}/zh-CN`, {
      requests: [
        {
          setupRequest: (req) => {
            n += 1;
            const leg = `CAN.CITY.${['BJS', 'SHA', 'CTU'][n % 3]}.AREA.${addDays(4 + (n % 170))}`;
            return {
              ...req,
              path: `/zh-CN/book/booking?trip=OW&leg=${leg}&adt=1&chd=0&inf=${Math.floor(n / 510) % 2}`,
            };
          },
        },
      ],
    });
    // Each order a new passenger and contact phone on the next of up to 200 fares, so neither a fare's seats nor
    // one phone's unpaid holds (decision 51) refuse the run: what is measured is the booking, not a refusal.
    const fares = await findFares(api);
    if (fares.length === 0) throw new Error('no fares with seats to book');
    let k = 0;
    const booking = await load(`${label}: booking (BFF reserve)`, `${site}/api/booking/reserve`, {
      method: 'POST',
      requests: [
        {
          setupRequest: (req) => {
            k += 1;
            const fare = fares[k % fares.length];
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                origin: site,
                'x-sf-locale': 'zh-CN',
                'idempotency-key': `scale-${count}-${process.pid}-${k}`,
              },
              body: JSON.stringify({
                search: `trip=OW&leg=${fare.leg}&adt=1&chd=0&inf=0&sel=${fare.id}`,
                passengers: [
                  {
                    type: 'ADT',
                    surname: 'SCALE',
                    givenName: lettersOf(k),
                    gender: 'M',
                    birthday: '1990-01-01',
                    nationality: 'CN',
                    certificateType: 'PP',
                    certificateNumber: `K${String(30_000_000 + count * 1_000_000 + k)}`,
                    certificateValidity: addDays(900),
                    issuingCountry: 'CN',
                  },
                ],
                contact: {
                  name: 'Scale',
                  areaCode: '86',
                  mobile: `139${String(count * 10_000_000 + k).padStart(8, '0')}`,
                  email: 'scale@example.com',
                },
                agreeTerms: true,
              }),
            };
          },
        },
      ],
    });
    rows.push(home, results, booking);
  } finally {
    await cluster.stop();
  }
}
console.log('\n| target | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.target} | ${r['req/s']} | ${r['p50 ms']} | ${r['p99 ms']} | ${r.errors} |`);
