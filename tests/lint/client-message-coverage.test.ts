import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FUNNEL_PAY_MESSAGES, FUNNEL_STEP_MESSAGES, SHELL_MESSAGES } from '@/lib/i18n/client-messages';

jest.mock('server-only', () => ({}));

// lib/i18n/client-messages.tsx: a page sends the browser only the messages its client components read. This walks a
// page's imports from its file, and from the first 'use client' module on collects the namespaces each reads
// (`useTranslations('Namespace')`, `useTranslations('Namespace.key')`), and checks its layout's list holds them, so
// a component that starts reading a new namespace fails here instead of showing its key to a visitor.

const ROOT = path.resolve(__dirname, '../..');
const IMPORT = /(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const READS = /useTranslations\(\s*['"]([A-Za-z.]+)['"]\s*\)/g;

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const ext of ['.tsx', '.ts', '/index.tsx', '/index.ts']) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** The namespaces (or namespace.key paths) the client modules reachable from `page` read. */
function clientReads(page: string): Set<string> {
  const reads = new Set<string>();
  const seen = new Set<string>();
  const stack: [string, boolean][] = [[path.join(ROOT, page), false]];
  while (stack.length) {
    const [file, inClient] = stack.pop()!;
    if (seen.has(`${file}|${inClient}`)) continue;
    seen.add(`${file}|${inClient}`);
    const source = readFileSync(file, 'utf8');
    const client = inClient || /^\s*['"]use client['"]/.test(source);
    if (client) for (const m of source.matchAll(READS)) reads.add(m[1]!);
    for (const m of source.matchAll(IMPORT)) {
      const next = resolve(file, m[1] ?? m[2]!);
      if (next) stack.push([next, client]);
    }
  }
  return reads;
}

/** Whether a read is covered by a list of namespaces and namespace.key paths. */
const covered = (read: string, list: readonly string[]) => list.some((p) => read === p || read.startsWith(`${p}.`));

const FUNNEL = 'app/[locale]/book/(funnel)';
const PAGES: [string, readonly string[]][] = [
  [`${FUNNEL}/pmsg/page.tsx`, FUNNEL_STEP_MESSAGES],
  [`${FUNNEL}/otherbuy/page.tsx`, FUNNEL_STEP_MESSAGES],
  [`${FUNNEL}/confirm/page.tsx`, FUNNEL_STEP_MESSAGES],
  [`${FUNNEL}/pay/page.tsx`, FUNNEL_PAY_MESSAGES],
  // The visitor's order page (BOOKING_MESSAGES) hands its after-booking parts their own messages in a nested
  // provider (order/visitor-order.tsx), which this walk cannot see: it is left to e2e's noMissingMessages.
];

describe('client messages a page sends cover what its client components read', () => {
  it.each(PAGES)('%s', (page, list) => {
    const missing = [...clientReads(page)].filter((read) => !covered(read, [...SHELL_MESSAGES, ...list]));
    expect(missing).toEqual([]);
  });

  it('finds what a client component reads (the walk itself works)', () => {
    expect(clientReads(`${FUNNEL}/pmsg/page.tsx`)).toContain('BookingFunnel');
    expect(clientReads(`${FUNNEL}/pay/page.tsx`)).toContain('OrderPay');
  });
});
