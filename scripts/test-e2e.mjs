#!/usr/bin/env node
// `npm run test:e2e`: Debian's Chromium, a fresh production build, then Playwright against it.
import { spawnSync } from 'node:child_process';
import { build } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';

ensureChromium();
// The e2e webs run with the sandbox marker on (playwright.config.ts), so the build bakes it in too.
if (process.env.E2E_SKIP_BUILD !== '1') build({ AIRLINE_SANDBOX: '1' });
const result = spawnSync('./node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
process.exit(result.status ?? 1);
