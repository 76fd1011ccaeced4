#!/usr/bin/env node
// `npm run ops -- maintenance on|off|status`: switches the shutdown key in airline-api (spec §7), through
// its admin route protected by OPS_TOKEN. The site follows within MAINTENANCE_CACHE_MS (60 s by default).
// `npm run ops -- complaint on|off`: opens or closes the complaint and suggestion form (spec §2).
// `npm run ops -- jobs`: the job queue per queue (waiting, retrying, running, failed, done; the oldest waiting
// job's age) and the last failures (decision 61).
import { loadLocalEnv } from './lib/local-env.mjs';
import { localSecrets } from './lib/secrets.mjs';
import { printJobsReport } from './lib/jobs-report.mjs';

// .env first: everything below, and both processes, see what it says (README "Environment").
loadLocalEnv();

const [area, action] = process.argv.slice(2);
const usage =
  'usage: npm run ops -- maintenance on|off|status  |  npm run ops -- complaint on|off  |  npm run ops -- jobs';
const valid =
  (area === 'maintenance' && ['on', 'off', 'status'].includes(action ?? '')) ||
  (area === 'complaint' && ['on', 'off'].includes(action ?? '')) ||
  (area === 'jobs' && action === undefined);
if (!valid) {
  console.error(usage);
  process.exit(2);
}
const base = process.env.AIRLINE_API_URL ?? `http://127.0.0.1:${process.env.AIRLINE_API_PORT ?? '4010'}`;
const token = process.env.OPS_TOKEN || localSecrets().OPS_TOKEN;
const path = { maintenance: '/admin/maintenance', complaint: '/admin/busi-parameter', jobs: '/admin/jobs' }[area];
const url = new URL(path, base);
const payload = area === 'maintenance' ? { on: action === 'on' } : { type: 'COMPLAINT_SWITCH', on: action === 'on' };
const init =
  action === 'status' || area === 'jobs'
    ? { method: 'GET' }
    : { method: 'POST', body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } };
try {
  const res = await fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  const body = await res.json().catch(() => null);
  if (!res.ok || body?.code !== '0') {
    console.error(`ops: airline-api refused (${res.status} ${body?.code ?? ''} ${body?.msg ?? ''})`);
    process.exit(1);
  }
  if (area === 'jobs') printJobsReport(body.data);
  else console.log(`${area} is ${body.data.on ? 'on' : 'off'} (since ${body.data.updatedAt})`);
} catch (error) {
  console.error(`ops: cannot reach airline-api at ${base}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
