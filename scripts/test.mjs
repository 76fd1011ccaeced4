#!/usr/bin/env node
// `npm test`: the whole suite — unit and contract tests (Jest), then e2e in Chromium (Playwright) against the
// production build and a fresh airline-api database, and beside it airline-api's database tests again on a throwaway
// PostgreSQL (decision 57). Ends with one line `N passed, N failed, N skipped`
// (CI reads the `N passed, N failed` at its start).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
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

const suiteStarted = Date.now();
const since = (t, end = Date.now()) => Math.round((end - t) / 1000);
/** Each phase's seconds, printed at the end so a slow run says where its time went. */
const phases = [];

let passed = 0;
let failed = 0;
let skipped = 0;

/** Counts a Jest run's results (its --json file) into the totals; the run's exit status. */
function countJest(json, status) {
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  } else if (status !== 0) failed += 1;
  return status;
}

const jestStarted = Date.now();
let jestStatus = countJest(
  `${out}/jest.json`,
  run('./node_modules/.bin/jest', ['--json', `--outputFile=${out}/jest.json`]),
);
phases.push(`unit and contract (Jest) ${since(jestStarted)} s`);

/**
 * The database files marked `// @postgres` again on PostgreSQL (TEST_DATABASE_URL makes jest.config.mjs's project
 * node-postgres; decision 57), run beside the build and the e2e shards with one Jest worker (its tests get twice the
 * time, airline-api/test/test-server.ts). Its output goes to a log file, printed when it fails, so the shards'
 * lines stay readable. Started here; `finish()` waits for it and answers its exit status.
 */
async function startPostgresPass() {
  const started = Date.now();
  const json = `${out}/jest-postgres.json`;
  const log = `${out}/jest-postgres.log`;
  const postgres = await startPostgres({ dir: '.data/pg-test', port: Number(process.env.TEST_PG_PORT || 54329) });
  const logFile = openSync(log, 'w');
  const child = spawn(
    './node_modules/.bin/jest',
    ['--json', `--outputFile=${json}`, '--selectProjects', 'node-postgres', '--maxWorkers=1'],
    { stdio: ['ignore', logFile, logFile], env: { ...env, TEST_DATABASE_URL: postgres.url() } },
  );
  // Listened for at once: the build below blocks this process, and the exit is read when it is free again.
  const exited = once(child, 'exit');
  let endedAt = 0;
  child.on('exit', () => (endedAt = Date.now()));
  return async () => {
    try {
      const [code] = await exited;
      const status = countJest(json, code ?? 1);
      if (status !== 0) console.log(readFileSync(log, 'utf8'));
      return status;
    } finally {
      closeSync(logFile);
      await postgres.stop();
      // Its own time, to when it ended: it is waited for only once the e2e shards are done.
      phases.push(`database tests on PostgreSQL ${since(started, endedAt || Date.now())} s (beside the build and e2e)`);
    }
  };
}

let finishPostgres = async () => 1;
try {
  finishPostgres = await startPostgresPass();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed += 1;
}

let e2eStatus = 1;
try {
  ensureChromium();
  const buildStarted = Date.now();
  build({ AIRLINE_SANDBOX: '1' });
  phases.push(`build ${since(buildStarted)} s`);
  const e2eStarted = Date.now();
  const e2e = await runShards({ env, jsonPrefix: `${out}/playwright` });
  e2eStatus = e2e.status;
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected + e2e.stats.missing;
  skipped += e2e.stats.skipped;
  phases.push(`e2e ${since(e2eStarted)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed += 1;
}

const postgresStatus = await finishPostgres().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  failed += 1;
  return 1;
});
if (postgresStatus !== 0) jestStatus = 1;

console.log(`\nTimes: ${phases.join('; ')}; the whole suite ${since(suiteStarted)} s.`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(jestStatus === 0 && e2eStatus === 0 && failed === 0 ? 0 : 1);
