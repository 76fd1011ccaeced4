#!/usr/bin/env node
// `npm run cluster:soak`: ten minutes of mixed traffic at a steady rate against a running `npm run start:cluster`
// (decision 62): content pages, results pages each for a search never asked before, the calendar, the booking
// funnel to the payment page (orders made through the BFF, each by a visitor of its own address) and the member's
// pages. Reports the error rate and p50/p99 per route, and each process's memory at start and end.
//   SOAK_SECONDS=600 SOAK_RATE=12 npm run cluster:soak
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clusterLayout } from './lib/cluster-config.mjs';
import { closeAgents, clusterMemory, createStats, timed, visitorAgent } from './lib/cluster-traffic.mjs';
import { soakMix } from './lib/soak-mix.mjs';

const layout = clusterLayout();
const SITE = process.env.SOAK_URL ?? `http://localhost:${layout.port}`;
const API = process.env.SOAK_API_URL ?? `http://127.0.0.1:${layout.apiPort}`;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 12);
const MAX_IN_FLIGHT = 200;
const RUN = path.resolve(process.env.CLUSTER_DIR ?? path.join('.data', 'cluster'));

const stats = createStats();
const mix = await soakMix({ site: SITE, api: API, stats, timed, visitorAgent });
const memoryAtStart = clusterMemory(RUN);

console.log(`Soak: ${SECONDS} s at ${RATE} req/s against ${SITE}…`);
let inFlight = 0;
let skipped = 0;
const started = Date.now();
let sent = 0;
await new Promise((resolve) => {
  const timer = setInterval(() => {
    const elapsed = (Date.now() - started) / 1000;
    if (elapsed >= SECONDS) {
      clearInterval(timer);
      resolve();
      return;
    }
    // Open loop: the requests due by now are sent whatever the answers' pace, so a slow cluster shows as latency.
    while (sent < elapsed * RATE) {
      sent += 1;
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped += 1;
        continue;
      }
      inFlight += 1;
      mix.next().finally(() => {
        inFlight -= 1;
      });
    }
  }, 50);
});
while (inFlight > 0) await new Promise((r) => setTimeout(r, 200));
const memoryAtEnd = clusterMemory(RUN);
await closeAgents();

const rows = stats.rows().sort((a, b) => a.route.localeCompare(b.route));
const total = rows.reduce((n, r) => n + r.requests, 0);
const errors = rows.reduce((n, r) => n + r.errors, 0);
console.log(`\n| route | requests | errors | error % | p50 ms | p99 ms | statuses |\n|---|---|---|---|---|---|---|`);
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.requests} | ${r.errors} | ${r['error %']} | ${r['p50 ms']} | ${r['p99 ms']} | ${JSON.stringify(r.statuses)} |`,
  );
}
console.log(
  `\n${total} requests in ${SECONDS} s (${(total / SECONDS).toFixed(1)}/s), ${errors} errors ` +
    `(${total ? ((100 * errors) / total).toFixed(2) : 0} %), ${skipped} not sent (over ${MAX_IN_FLIGHT} in flight).`,
);
console.log('\n| process | MiB at start | MiB at end |\n|---|---|---|');
for (const name of new Set([...Object.keys(memoryAtStart), ...Object.keys(memoryAtEnd)])) {
  console.log(`| ${name} | ${memoryAtStart[name] ?? '–'} | ${memoryAtEnd[name] ?? '–'} |`);
}
mkdirSync(RUN, { recursive: true });
writeFileSync(
  path.join(RUN, 'soak.json'),
  JSON.stringify({ seconds: SECONDS, rate: RATE, total, errors, skipped, rows, memoryAtStart, memoryAtEnd }, null, 2),
);
process.exit(errors > 0 ? 1 : 0);
