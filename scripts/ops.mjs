#!/usr/bin/env node
// `npm run ops -- maintenance on|off|status`: switches the shutdown key in airline-api (spec §7), through
// its admin route protected by OPS_TOKEN. The site follows within MAINTENANCE_CACHE_MS (60 s by default).
// `npm run ops -- complaint on|off`: opens or closes the complaint and suggestion form (spec §2).
// `npm run ops -- jobs`: the job queue per queue (waiting, retrying, running, failed, done; the oldest waiting
// job's age) and the last failures (decision 61).
// `npm run ops -- cms publish <item.json>`: puts a CMS item live (lib/contract/cms.ts CmsPublishBodySchema:
// categoryTypeCode, language, key, title, summary, content, linkUrl); `npm run ops -- cms withdraw <id>` takes
// one down. Every web is told to revalidate at once (decision 60).
import { readFileSync } from 'node:fs';
import { loadLocalEnv } from './lib/local-env.mjs';
import { localSecrets } from './lib/secrets.mjs';
import { printJobsReport } from './lib/jobs-report.mjs';

// .env first: everything below, and both processes, see what it says (README "Environment").
loadLocalEnv();

const [area, action, argument] = process.argv.slice(2);
const usage = [
  'usage: npm run ops -- maintenance on|off|status',
  '       npm run ops -- complaint on|off',
  '       npm run ops -- jobs',
  '       npm run ops -- cms publish <item.json>  |  npm run ops -- cms withdraw <id>',
].join('\n');
const valid =
  (area === 'maintenance' && ['on', 'off', 'status'].includes(action ?? '') && argument === undefined) ||
  (area === 'complaint' && ['on', 'off'].includes(action ?? '') && argument === undefined) ||
  (area === 'jobs' && action === undefined) ||
  (area === 'cms' && ['publish', 'withdraw'].includes(action ?? '') && Boolean(argument));
if (!valid) {
  console.error(usage);
  process.exit(2);
}
const base = process.env.AIRLINE_API_URL ?? `http://127.0.0.1:${process.env.AIRLINE_API_PORT ?? '4010'}`;
const token = process.env.OPS_TOKEN || localSecrets().OPS_TOKEN;
const path =
  area === 'cms'
    ? `/admin/cms/${action}`
    : { maintenance: '/admin/maintenance', complaint: '/admin/busi-parameter', jobs: '/admin/jobs' }[area];
const url = new URL(path, base);
const payloadOf = () => {
  if (area === 'maintenance') return { on: action === 'on' };
  if (area === 'complaint') return { type: 'COMPLAINT_SWITCH', on: action === 'on' };
  if (action === 'withdraw') return { id: argument };
  try {
    return JSON.parse(readFileSync(argument, 'utf8'));
  } catch (error) {
    console.error(`ops: cannot read the item from ${argument}: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
};
const payload = payloadOf();
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
  else if (area === 'cms') console.log(`${body.data.id} ${action === 'publish' ? 'published' : 'withdrawn'}`);
  else console.log(`${area} is ${body.data.on ? 'on' : 'off'} (since ${body.data.updatedAt})`);
} catch (error) {
  console.error(`ops: cannot reach airline-api at ${base}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
