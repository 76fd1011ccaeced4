// The two measures of `npm run bench`: one autocannon run against a target, and a page's first-load JS.
import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';
import { CONNECTIONS, DURATION, WEB } from './bench-targets.mjs';

/** One autocannon run of `url`, printed as a line and answered as a row of the report. */
export async function load(title, url, opts = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
  const row = {
    target: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    mean: result.latency.average,
  };
  console.log(
    `${title.padEnd(34)} ${String(row['req/s']).padStart(7)} req/s  p50 ${row['p50 ms']} ms  p99 ${row['p99 ms']} ms  errors ${row.errors}`,
  );
  return row;
}

/** The JavaScript a page's HTML loads, gzipped at level 9 as a CDN would send it. */
export async function firstLoadJs(path, headers = {}) {
  const html = await (await fetch(`${WEB}${path}`, { headers })).text();
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]);
  let total = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, WEB))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { path, scripts: new Set(srcs).size, kB: +(total / 1024).toFixed(1) };
}
