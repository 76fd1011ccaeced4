import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

/**
 * e2e against the production build (`next start`) and a fresh airline-api database, on their own ports so a
 * running `npm start` is not disturbed. Chromium is Debian's (docs/architecture.md "Stack notes"): never `playwright install`.
 */
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4110);
// Each shard of scripts/lib/e2e-shards.mjs has a database and an output folder of its own.
const DB_DIR = process.env.E2E_DB_DIR ?? '.data/e2e';
/**
 * airline-api and the webs run under the supervisor of `npm start` (scripts/supervise.mjs, decision 55): one that
 * dies comes back. Each writes its pid here (airline-api.pid, web.pid, direct-web.pid): resilience.spec.ts kills
 * one with SIGKILL in the middle of a journey.
 */
const PID_DIR = `${DB_DIR}-pids`;
process.env.E2E_PID_DIR = PID_DIR;
/** SIGTERM, so the supervisor stops its children (Playwright's default SIGKILL would leave them listening). */
const gracefulShutdown = { signal: 'SIGTERM' as const, timeout: 10_000 };
// Made once in the main process; workers inherit the environment, so every process sees the same values.
process.env.E2E_OPS_TOKEN ??= randomBytes(16).toString('hex');
process.env.E2E_SESSION_SECRET ??= randomBytes(32).toString('hex');
process.env.E2E_VISITOR_SECRET ??= randomBytes(24).toString('hex');
process.env.E2E_API_URL = `http://127.0.0.1:${API_PORT}`;
/**
 * A second web on the same build and airline-api, exposed directly (TRUST_PROXY=0): limits by source address,
 * and the page cache as production runs it.
 */
process.env.E2E_DIRECT_WEB_PORT = String(WEB_PORT + 1);

function webServer(name: string, port: number, trustProxy: string, extra: Record<string, string> = {}) {
  return {
    command: `exec node scripts/supervise.mjs ${name} node scripts/web-server.mjs -p ${port}`,
    url: `http://127.0.0.1:${port}/zh-CN/Upgrading`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown,
    env: {
      SUPERVISE_PID_DIR: PID_DIR,
      AIRLINE_API_URL: `http://127.0.0.1:${API_PORT}`,
      SESSION_SECRET: process.env.E2E_SESSION_SECRET!,
      // The origin the browser uses: OAuth redirect_uri, redirects and Secure cookies come from it.
      PUBLIC_SITE_URL: `http://localhost:${port}`,
      VISITOR_FORWARD_SECRET: process.env.E2E_VISITOR_SECRET!,
      MAINTENANCE_CACHE_MS: '500',
      // Tests move the sandbox's fares, seats and clock and read the results at once (decision 33).
      SHOPPING_CACHE_MS: '0',
      // ...and switch maintenance and log in and out, then look at once: no page is served again (decision 36).
      PAGE_CACHE_MS: '0',
      AIRLINE_SANDBOX: '1',
      TRUST_PROXY: trustProxy,
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      ...extra,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // After the last test, before the webServers stop: the sandbox ledger must balance (issue 14).
  globalTeardown: './tests/e2e/ledger-teardown.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The database is emptied once, here: a restart by the supervisor keeps it, as `npm start` does.
      command: `rm -rf ${DB_DIR} ${PID_DIR} && exec node scripts/supervise.mjs airline-api ./node_modules/.bin/tsx airline-api/src/server.ts`,
      url: `http://127.0.0.1:${API_PORT}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown,
      env: {
        SUPERVISE_PID_DIR: PID_DIR,
        AIRLINE_API_PORT: String(API_PORT),
        PGLITE_DIR: DB_DIR,
        AIRLINE_SANDBOX: '1',
        // The specs book hundreds of orders from 127.0.0.1 with the demo member: not held to decision 51's limits
        // (the visitor-limit specs use 127.0.0.2 and others, which are).
        AIRLINE_UNHELD_LOOPBACK: '1',
        OPS_TOKEN: process.env.E2E_OPS_TOKEN,
        VISITOR_FORWARD_SECRET: process.env.E2E_VISITOR_SECRET,
        // The links of the traveller's notices (decision 47) lead to the site the tests browse.
        PUBLIC_SITE_URL: `http://localhost:${WEB_PORT}`,
        LOG_LEVEL: 'warn',
      },
    },
    // The tests stand in for one load balancer (TRUST_PROXY=1): each sends the X-Forwarded-For entry the
    // balancer would add, so every test is a visitor of its own (decision 12).
    webServer('web', WEB_PORT, '1'),
    // It keeps pages as production does (decisions 35, 36): page-cache.spec.ts drives a browser through it.
    webServer('direct-web', WEB_PORT + 1, '0', { PAGE_CACHE_MS: '15000', RESULTS_PAGE_CACHE_MS: '15000' }),
  ],
});
