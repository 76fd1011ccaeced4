// What `npm run bench` prints beside each run's line: the server-cost ratios and targets (decision 33), first-load JS per page, and
// the proxy measured alone.
import { spawnSync } from 'node:child_process';
import { CONNECTIONS } from './bench-targets.mjs';

const ratio = (a, b) => (a['req/s'] / Math.max(b['req/s'], 1)).toFixed(2);

/** decision 33's ratios: each page's throughput against the framework's floor, the BFF's against the direct call. */
export function printRatios(pages, calendar) {
  const { bareRow, homeRow, homeReturning, homeNext, newsListRow, newsListReturning, newsListNext } = pages;
  const { resultsRow, resultsReturning, resultsRendered, results1, results1Cached } = pages;
  const { bff, bffMiss, direct, directMiss } = calendar;
  console.log('\nthroughput ratios (req/s):');
  console.log(
    `  home / bare                ${ratio(homeRow, bareRow)}  (target ≥ 0.60; returning ${ratio(homeReturning, bareRow)}; page cache off ${ratio(homeNext, bareRow)})`,
  );
  console.log(
    `  news list / bare           ${ratio(newsListRow, bareRow)}  (target ≥ 0.60; returning ${ratio(newsListReturning, bareRow)}; page cache off ${ratio(newsListNext, bareRow)})`,
  );
  console.log(
    `  results / bare             ${ratio(resultsRow, bareRow)}  (results ${resultsRow['req/s']} req/s, target ≥ 150; returning ${resultsReturning['req/s']}; rendered ${resultsRendered['req/s']} req/s)`,
  );
  console.log(`  calendar BFF / direct      ${ratio(bff, direct)}  (target ≥ 0.70; the same query again, cached)`);
  console.log(
    `  calendar BFF / direct, every query new  ${ratio(bffMiss, directMiss)}  (target ≥ 0.70; against the same query direct: ${ratio(bffMiss, direct)})`,
  );
  console.log(
    `results page, one at a time: rendered mean ${results1.mean.toFixed(1)} ms, kept ${results1Cached.mean.toFixed(2)} ms  (target < 15 ms)`,
  );
  const overhead = bff['p50 ms'] / Math.max(direct['p50 ms'], 0.001);
  console.log(`\nBFF overhead (calendar p50, BFF / direct): ${overhead.toFixed(2)}x  (target ≤ 1.3x)`);
}

/** First-load JS (gzip) per page, each beside the bare page's, which comes first. */
export function printFirstLoadJs(js) {
  const bare = js[0].kB;
  console.log('\nfirst-load JS (gzip):');
  for (const j of js) {
    const extra = j.path === '/bare' ? '' : `  (+${(j.kB - bare).toFixed(1)} kB over the bare page)`;
    console.log(`  ${j.path.slice(0, 40).padEnd(42)} ${String(j.kB).padStart(7)} kB in ${j.scripts} scripts${extra}`);
  }
}

/** The proxy alone (decision 33): what it adds to every cached page view, without a server around it. */
export function printProxyAlone(env, bareRow) {
  const proxyRun = spawnSync('./node_modules/.bin/tsx', ['scripts/bench-proxy.ts'], {
    env: { ...process.env, ...env, NODE_OPTIONS: '--conditions=react-server' },
    encoding: 'utf8',
  });
  const proxyLines = proxyRun.stdout.split('\n').filter((line) => line.startsWith('proxy alone'));
  console.log(
    `\n${proxyLines.length ? proxyLines.join('\n') : `proxy alone: failed (${proxyRun.stderr.trim().slice(0, 200)})`}`,
  );
  const bareMs = 1000 / Math.max(bareRow['req/s'], 1);
  console.log(
    `  (a bare page view costs about ${(bareMs * 1000).toFixed(0)} µs of one core at ${CONNECTIONS} connections)`,
  );
}
