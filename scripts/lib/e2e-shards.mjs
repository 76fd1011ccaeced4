// Runs the Playwright suite as N shards side by side (decision 15). Each shard is a Playwright run of its
// own with its own airline-api and database, its own two webs on their own ports, and its own output
// folder, so shards share nothing but the production build; tests keep running one at a time within a
// shard, in file order, as they were written. Whole spec files are dealt to shards by their expected time.
// Lines are prefixed with the shard they come from.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';

/** How many shards: E2E_SHARDS, or one per core up to three (each shard is a browser, a web and an API). */
export function shardCount(env = process.env) {
  const asked = Number(env.E2E_SHARDS);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.max(1, Math.min(3, availableParallelism()));
}

/** Ports and folders of shard `i` (0-based), away from `npm start` (3000/4000) and from each other. */
export function shardEnv(i, count, base = process.env) {
  const webBase = Number(base.E2E_WEB_PORT ?? 3100);
  const apiBase = Number(base.E2E_API_PORT ?? 4110);
  return {
    E2E_WEB_PORT: String(webBase + 10 * i),
    E2E_API_PORT: String(apiBase + 10 * i),
    E2E_DB_DIR: count === 1 ? '.data/e2e' : `.data/e2e-${i + 1}`,
    E2E_OUTPUT_DIR: count === 1 ? 'test-results' : `test-results/shard-${i + 1}`,
  };
}

/**
 * About how long each spec file takes on a 2-core machine running two shards, in seconds (from a full run's report).
 * Only the shares matter: shards get whole files, longest first, each to the shard with least so far. A
 * spec not listed counts as a minute; add it here when it is measured.
 */
export const SPEC_SECONDS = {
  'content.spec.ts': 140,
  'seat-selection.spec.ts': 115,
  'layout.spec.ts': 111,
  'member-coupons.spec.ts': 90,
  'wallet-funds.spec.ts': 90,
  'booking-payment.spec.ts': 85,
  'member-value.spec.ts': 80,
  'account-login.spec.ts': 76,
  'account-member.spec.ts': 62,
  'link-crawl.spec.ts': 61,
  'resilience.spec.ts': 61,
  'results.spec.ts': 53,
  'booking-funnel.spec.ts': 52,
  'check-in.spec.ts': 47,
  'member-faq-documents.spec.ts': 46,
  'member-orders.spec.ts': 44,
  'account-register.spec.ts': 42,
  'payment-wallet.spec.ts': 42,
  'shell-phone.spec.ts': 42,
  'boarding-pass.spec.ts': 40,
  'member-activities.spec.ts': 40,
  'search.spec.ts': 39,
  'add-on-extras.spec.ts': 37,
  'flight-status.spec.ts': 37,
  'member-certificate.spec.ts': 37,
  'add-people.spec.ts': 36,
  'member-passengers.spec.ts': 30,
  'add-on-self-service.spec.ts': 29,
  'member-address.spec.ts': 28,
  'date-change.spec.ts': 27,
  'member-beneficiary-collect.spec.ts': 26,
  'service-requests.spec.ts': 26,
  'account-security.spec.ts': 25,
  'irregular-flights.spec.ts': 25,
  'guardian.spec.ts': 24,
  'member-special-documents.spec.ts': 24,
  'member-wallet.spec.ts': 22,
  'order-statuses.spec.ts': 22,
  'member-book.spec.ts': 21,
  'shell.spec.ts': 21,
  'fuzz.spec.ts': 20,
  'self-service-hall.spec.ts': 20,
  'add-on-refund.spec.ts': 19,
  'check-in-refusals.spec.ts': 19,
  'low-price-reminders.spec.ts': 18,
  'add-ons-follow.spec.ts': 17,
  'page-cache.spec.ts': 16,
  'visitor-limits.spec.ts': 16,
  'booking-confirmation.spec.ts': 15,
  'passenger-modify.spec.ts': 15,
  'refunds.spec.ts': 15,
  'booking-holds.spec.ts': 13,
  'cached-pages.spec.ts': 12,
  'captcha-audio.spec.ts': 10,
  'security-headers.spec.ts': 10,
  'sandbox-marker.spec.ts': 9,
  'captcha-slider.spec.ts': 7,
  'request-id.spec.ts': 7,
  'traveller-notices.spec.ts': 7,
  'member-idor.spec.ts': 3,
};
const UNLISTED_SPEC_SECONDS = 60;

/** Splits spec files over `count` shards by their expected time, longest first (greedy). */
export function planShards(files, count, seconds = SPEC_SECONDS) {
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const cost = (f) => seconds[path.basename(f)] ?? UNLISTED_SPEC_SECONDS;
  for (const file of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.files.push(file);
    lightest.seconds += cost(file);
  }
  return shards.map((s) => s.files.sort());
}

function specFiles(dir = 'tests/e2e') {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => `${dir}/${f}`);
}

/**
 * The Playwright arguments of each of `count` shards, or null for a shard with nothing to run. The whole
 * suite, or the spec files named, is dealt by file and expected time (other arguments go to every shard);
 * a run narrowed otherwise (a --grep alone) uses Playwright's own --shard. A shard dealt no file is not
 * started: Playwright with no file named would run them all.
 */
export function shardArgs(args, count, files = specFiles) {
  if (count === 1) return [args];
  const named = args.filter((a) => a.endsWith('.spec.ts'));
  const flags = args.filter((a) => !a.endsWith('.spec.ts'));
  if (args.length > 0 && named.length === 0) {
    return Array.from({ length: count }, (_, i) => [`--shard=${i + 1}/${count}`, ...args]);
  }
  return planShards(named.length ? named : files(), count).map((f) => (f.length ? [...f, ...flags] : null));
}

function prefixed(stream, out, tag) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${tag}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${tag}${rest}\n`);
  });
}

/**
 * Runs `playwright test <args>` in `count` shards at once. With `jsonPrefix`, shard i writes its JSON report
 * to `${jsonPrefix}-${i + 1}.json`. Resolves to the exit status (0 only when every shard passed) and the
 * summed stats of the JSON reports found.
 */
export async function runShards({ count = shardCount(), args = [], env = process.env, jsonPrefix } = {}) {
  const plan = shardArgs(args, count);
  const runs = Array.from({ length: count }, (_, i) => {
    const json = jsonPrefix ? `${jsonPrefix}-${i + 1}.json` : undefined;
    if (plan[i] === null) return Promise.resolve({ status: 0, json: undefined, idle: true });
    const child = spawn('./node_modules/.bin/playwright', ['test', ...plan[i]], {
      stdio: count > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...shardEnv(i, count, env), ...(json && { E2E_JSON: json }) },
    });
    if (count > 1) {
      const tag = `[${i + 1}/${count}] `;
      prefixed(child.stdout, process.stdout, tag);
      prefixed(child.stderr, process.stderr, tag);
    }
    return new Promise((resolve) => {
      child.on('error', () => resolve({ status: 1, json }));
      child.on('close', (code) => resolve({ status: code ?? 1, json }));
    });
  });
  const done = await Promise.all(runs);
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, missing: 0 };
  for (const { json, idle } of done) {
    if (idle || !json) continue;
    if (!existsSync(json)) {
      stats.missing += 1;
      continue;
    }
    const s = JSON.parse(readFileSync(json, 'utf8')).stats;
    stats.expected += s.expected;
    stats.unexpected += s.unexpected;
    stats.flaky += s.flaky ?? 0;
    stats.skipped += s.skipped ?? 0;
  }
  return { status: done.every((d) => d.status === 0) ? 0 : 1, stats };
}
