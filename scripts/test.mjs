#!/usr/bin/env node
// `npm test`: the whole suite — unit and contract tests (Jest), airline-api's database tests again on a throwaway
// PostgreSQL (decision 57), then e2e in Chromium (Playwright) against the production build and a fresh airline-api
// database. Ends with one line `N passed, N failed, N skipped`
// (CI reads the `N passed, N failed` at its start).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { runShards } from './lib/e2e-shards.mjs';
import { startPostgres } from './lib/postgres.mjs';

const out = '.data/test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
// Set only for the PostgreSQL run below: in the first run it would make Jest run the database files alone.
delete env.TEST_DATABASE_URL;
const run = (cmd, args, extra = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } }).status ?? 1;

let passed = 0;
let failed = 0;
let skipped = 0;

/** Runs Jest writing its results to `name`.json and counts them into the totals; its exit status. */
function jest(name, args = [], extra = {}) {
  const json = `${out}/${name}.json`;
  const status = run('./node_modules/.bin/jest', ['--json', `--outputFile=${json}`, ...args], extra);
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  } else if (status !== 0) failed += 1;
  return status;
}

let jestStatus = jest('jest');

// The database files again on PostgreSQL: TEST_DATABASE_URL makes jest.config.mjs's project node-postgres.
const pgStarted = Date.now();
let postgres;
try {
  postgres = await startPostgres({ dir: '.data/pg-test', port: Number(process.env.TEST_PG_PORT || 54329) });
  const status = jest('jest-postgres', ['--selectProjects', 'node-postgres'], { TEST_DATABASE_URL: postgres.url() });
  if (status !== 0) jestStatus = status;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed += 1;
  jestStatus = 1;
} finally {
  await postgres?.stop();
}
console.log(`The database tests on PostgreSQL took ${Math.round((Date.now() - pgStarted) / 1000)} s.`);

let e2eStatus = 1;
try {
  ensureChromium();
  build({ AIRLINE_SANDBOX: '1' });
  const e2e = await runShards({ env, jsonPrefix: `${out}/playwright` });
  e2eStatus = e2e.status;
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected + e2e.stats.missing;
  skipped += e2e.stats.skipped;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(jestStatus === 0 && e2eStatus === 0 && failed === 0 ? 0 : 1);
