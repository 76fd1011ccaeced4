// Lighthouse mobile (its default: a mid-range phone, 4x CPU slowdown, slow 4G, simulated) against the running web,
// for `npm run bench` (decision 33, 's main-thread target). Each run is a fresh browser profile, so a page is a first
// visit, as a newcomer gets it (the phone's work is the same whether the server rendered it or kept it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run of `url`: scores (0-100) and the main-thread figures, or an error message. */
function runOnce(url, chromePath, dir, n, headers) {
  const output = join(dir, `run-${n}.json`);
  const run = spawnSync(
    './node_modules/.bin/lighthouse',
    [
      url,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox',
      '--only-categories=performance,accessibility,seo',
      '--output=json',
      `--output-path=${output}`,
      // A member's pages: the session cookie on every request of the run.
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8' },
  );
  if (run.status !== 0) return { error: (run.stderr || run.stdout).trim().split('\n').at(-1) };
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (name) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const ms = (name) => Math.round(report.audits[name]?.numericValue ?? 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    tbt: ms('total-blocking-time'),
    lcp: ms('largest-contentful-paint'),
    mainThread: ms('mainthread-work-breakdown'),
    // How fast this machine ran Lighthouse's own yardstick: the figures above only compare within one value.
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
  };
}

/** `runs` Lighthouse runs of each page; prints each page's medians and returns them. */
export function lighthouseMedians(pages, { chromePath, runs = 5 }) {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const medians = [];
  try {
    for (const { title, url, headers } of pages) {
      const results = [];
      for (let n = 0; n < runs; n += 1) {
        const result = runOnce(url, chromePath, dir, n, headers);
        if (result.error) {
          console.log(`  ${title.padEnd(26)} run ${n + 1} failed: ${result.error}`);
          continue;
        }
        results.push(result);
      }
      if (results.length === 0) continue;
      const m = (key) => median(results.map((r) => r[key]));
      const row = {
        title,
        performance: m('performance'),
        accessibility: m('accessibility'),
        seo: m('seo'),
        tbt: m('tbt'),
        lcp: m('lcp'),
        mainThread: m('mainThread'),
        benchmarkIndex: m('benchmarkIndex'),
        range: `${Math.min(...results.map((r) => r.performance))}-${Math.max(...results.map((r) => r.performance))}`,
      };
      medians.push(row);
      console.log(
        `  ${title.padEnd(26)} performance ${row.performance} (${row.range} over ${results.length})  TBT ${row.tbt} ms  LCP ${row.lcp} ms  main thread ${row.mainThread} ms  accessibility ${row.accessibility}  SEO ${row.seo}  benchmarkIndex ${row.benchmarkIndex}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return medians;
}
