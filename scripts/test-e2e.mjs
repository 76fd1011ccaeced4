#!/usr/bin/env node
// `npm run test:e2e`: Debian's Chromium, a fresh production build, then Playwright against it.
import { build } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { runShards } from './lib/e2e-shards.mjs';

ensureChromium();
// The e2e webs run with the sandbox marker on (playwright.config.ts), so the build bakes it in too.
if (process.env.E2E_SKIP_BUILD !== '1') build({ AIRLINE_SANDBOX: '1' });
// Arguments go to Playwright. One spec file or a --grep alone runs in one shard (E2E_SHARDS=1), so it prints
// as Playwright does; several spec files are dealt to the shards like the whole suite.
const args = process.argv.slice(2);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (args.length && !env.E2E_SHARDS && args.filter((a) => a.endsWith('.spec.ts')).length < 2) env.E2E_SHARDS = '1';
const { status } = await runShards({ args, env, count: Number(env.E2E_SHARDS) || undefined });
process.exit(status);
