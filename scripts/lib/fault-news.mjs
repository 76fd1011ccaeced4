// Fault-suite cases of what airline-api tells the webs (decision 60) and of its books after the faults.
import { timed } from './cluster-traffic.mjs';
import { until } from './fault-cases.mjs';

/** How soon every web must follow a switch: well inside the 60 s each keeps its reading without being told. */
const FOLLOW_MS = 15_000;

/** POSTs to an admin route of airline-api with the ops token; throws unless it answers OK. */
const admin = async (api, token, path, payload) => {
  const res = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
  });
  const body = await res.json().catch(() => null);
  if (body?.code !== '0') throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
};
const switchMaintenance = (api, token, on) => admin(api, token, '/admin/maintenance', { on });

/** Whether the web at `web` sends a visitor of its home page to the maintenance page. */
const sendsToUpgrading = async (web) => {
  const [status, , , res] = await timed(`${web}/en-US`);
  return status === 307 && /\/Upgrading/.test(res?.headers.get('location') ?? '');
};

/**
 * The maintenance switch turned on in airline-api reaches every web at once, although each has just read it as off
 * and keeps that reading for MAINTENANCE_CACHE_MS (60 s): airline-api calls each web's revalidate route. Turned
 * off again, every web serves its pages again as soon. A web may still send a document it kept for up to 5 s
 * (decision 35). `webs` are the instances' own addresses, not nginx.
 */
export async function switchReachesEveryWeb({ webs, api, opsToken, check }) {
  for (const web of webs) {
    const [status] = await timed(`${web}/en-US`);
    if (status !== 200) return check('a switch reaches every web: the home page before', `${web}: ${status}`);
  }
  const started = Date.now();
  try {
    await switchMaintenance(api, opsToken, true);
    for (const web of webs) {
      const followed = await until(() => sendsToUpgrading(web), FOLLOW_MS, 'maintenance on').catch(() => false);
      check(
        `a switch reaches every web: ${new URL(web).port} shows maintenance within ${FOLLOW_MS / 1000} s`,
        followed ? undefined : 'still serving its pages',
      );
    }
    // Each web keeps a finished document up to 5 s (decision 35): that, not the minute, is what the switch waits for.
    console.log(`  (both webs followed the switch in ${Date.now() - started} ms)`);
  } finally {
    await switchMaintenance(api, opsToken, false);
  }
  for (const web of webs) {
    const back = await until(async () => !(await sendsToUpgrading(web)), FOLLOW_MS, 'maintenance off').catch(
      () => false,
    );
    check(`a switch reaches every web: ${new URL(web).port} serves again`, back ? undefined : 'still in maintenance');
  }
}

/** Whether the home page of the web at `web` lists `title` among its notices. */
const homeShows = async (web, title) => {
  const [status, , body] = await timed(`${web}/en-US`);
  return status === 200 && body.includes(title);
};

/**
 * A notice published through ops (`npm run ops -- cms publish`) is on every web's home page at once, not after the
 * 300 s each keeps CMS content (decision 60), and is gone from every one as soon once withdrawn.
 */
export async function noticeReachesEveryWeb({ webs, api, opsToken, check }) {
  const key = `fault_suite_${Date.now()}`;
  const title = `Fault suite notice ${key}`;
  for (const web of webs) await homeShows(web, title); // each web has just read and kept its notices
  const started = Date.now();
  const item = { categoryTypeCode: 'NOTICE', language: 'en_US', key, title };
  const { id } = await admin(api, opsToken, '/admin/cms/publish', item);
  for (const web of webs) {
    const shown = await until(() => homeShows(web, title), FOLLOW_MS, 'notice shown').catch(() => false);
    check(`a CMS notice reaches every web: ${new URL(web).port} shows it`, shown ? undefined : 'not on the home page');
  }
  console.log(`  (both webs showed the new notice in ${Date.now() - started} ms)`);
  await admin(api, opsToken, '/admin/cms/withdraw', { id });
  for (const web of webs) {
    const gone = await until(async () => !(await homeShows(web, title)), FOLLOW_MS, 'notice gone').catch(() => false);
    check(`a CMS notice withdrawn: ${new URL(web).port} no longer shows it`, gone ? undefined : 'still shown');
  }
}

/** What airline-api announces (the maintenance switch, a CMS change) reaches every web at once. */
export async function announcementsReachEveryWeb(options) {
  await switchReachesEveryWeb(options);
  await noticeReachesEveryWeb(options);
}

/**
 * After every fault, the airline's books balance (decision 23): no payment twice, none without its order or its
 * tickets, no refund beyond what was paid, no seat paid and not held. The ledger is asked of one instance; both
 * read the one PostgreSQL.
 */
export async function ledgerBalances({ api, check }) {
  const res = await fetch(`${api}/sandbox/ledger`);
  const body = await res.json().catch(() => null);
  if (body?.code !== '0') return check('the ledger after the faults', `${res.status} ${JSON.stringify(body)}`);
  const { violations, orders } = body.data;
  check(
    `the ledger after the faults: ${orders.length} orders with money, no violation`,
    violations.length === 0 ? undefined : JSON.stringify(violations.slice(0, 5)),
  );
}
