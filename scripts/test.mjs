#!/usr/bin/env node
// `npm test`: the whole suite — unit and contract tests (Jest), then e2e in Chromium (Playwright) against
// the production build and a fresh airline-api database. Ends with one line `N passed, N failed, N skipped`
// (CI reads the `N passed, N failed` at its start).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { runShards } from './lib/e2e-shards.mjs';

const out = '.data/test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const run = (cmd, args, extra = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } }).status ?? 1;

let passed = 0;
let failed = 0;
let skipped = 0;

const jestJson = `${out}/jest.json`;
const jestStatus = run('./node_modules/.bin/jest', ['--json', `--outputFile=${jestJson}`]);
if (existsSync(jestJson)) {
  const r = JSON.parse(readFileSync(jestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
} else if (jestStatus !== 0) failed += 1;

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
