import type { FullConfig } from '@playwright/test';
import { UpstreamPath } from '../../lib/contract';

// Decision 23: 'money never appears or disappears'. After a shard's last test, and before Playwright stops its
// webServers, airline-api's sandbox ledger (airline-api/src/sandbox/ledger.ts) sums every order's successful
// payments and refund records and names each order where they do not add up. Any violation fails the run:
// Playwright reports the error of a global teardown and exits non-zero, which scripts/lib/e2e-shards.mjs counts
// as a failed shard. Each shard has its own airline-api and database, so each checks its own.

type Violation = { kind: string; orderNo: string; detail: string };
type LedgerAnswer = {
  code: string;
  msg: string;
  data?: {
    orders: unknown[];
    totals: { currency: string; paid: number; refunded: number }[];
    violations: Violation[];
  };
};

/** Long enough for a ledger of thousands of orders on a busy machine; a stuck airline-api fails the run. */
const TIMEOUT_MS = 30_000;

export default async function ledgerTeardown(_config: FullConfig): Promise<void> {
  const api = process.env.E2E_API_URL;
  if (!api) throw new Error('ledger check: E2E_API_URL is not set (playwright.config.ts sets it)');
  const url = `${api}${UpstreamPath.sandboxLedger}`;
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok)
    throw new Error(
      `ledger check: GET ${url} answered ${res.status}; is the ledger registered among airline-api's sandbox controls?`,
    );
  const body = (await res.json()) as LedgerAnswer;
  if (body.code !== '0' || !body.data) throw new Error(`ledger check: ${body.code} ${body.msg}`);
  const { orders, totals, violations } = body.data;
  if (violations.length === 0) {
    const sums = totals.map((t) => `${t.currency} paid ${t.paid}, refunded ${t.refunded}`).join('; ');
    console.log(`Ledger: ${orders.length} orders with money, no violations (${sums || 'no money moved'}).`);
    return;
  }
  const lines = violations.map((v) => `  ${v.kind} ${v.orderNo}: ${v.detail}`);
  throw new Error(`ledger check: money appeared or disappeared in ${violations.length} places:\n${lines.join('\n')}`);
}
