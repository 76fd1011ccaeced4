import { test as base, expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DEMO, freshIp } from './pages/account';

/**
 * axe-core's own build, the one @axe-core/playwright carries. It is put into the page once per document and
 * run there directly, asking only for violations and not into frames: the same rules as AxeBuilder's default
 * run at a tenth of its cost (AxeBuilder injects the script again on every call and opens a second page to
 * assemble its report: about 2 s a check on this machine against 0.3 s, over some 500 checks in the suite).
 */
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [require.resolve('@axe-core/playwright')] }),
  'utf8',
);

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Next streams a page's metadata after its body, and a refresh (router.refresh) sends it again: wait for the
  // title, so axe judges the page as it settles rather than between two renders.
  await expect.poll(() => page.title(), { message: 'the page has a title' }).not.toBe('');
  type Axe = { run: (context: Document, options: object) => Promise<AxeResults> };
  type WithAxe = { axe?: Axe };
  const loaded = () => typeof (window as WithAxe).axe?.run === 'function';
  if (!(await page.evaluate(loaded))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as WithAxe).axe!.run(document, { resultTypes: ['violations'], iframes: false }),
  );
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')})`,
    ),
  ).toEqual([]);
}

/** Runs the ops script the way ops people do, against the e2e airline-api. */
export function ops(...args: string[]): string {
  return execFileSync('node', ['scripts/ops.mjs', ...args], {
    env: { ...process.env, AIRLINE_API_URL: process.env.E2E_API_URL, OPS_TOKEN: process.env.E2E_OPS_TOKEN },
    encoding: 'utf8',
  });
}

const API = () => process.env.E2E_API_URL!;

export type Credentials = { phone: string; password: string };
/** An SMS or e-mail of airline-api's sandbox outbox (its ids grow with each message). */
export type OutboxMessage = { id: number; to: string; event: string; code: string; text: string; sentAt: string };

export type LoginOptions = {
  /** The demo member unless told. */
  who?: Credentials;
  remember?: boolean;
  locale?: 'zh-CN' | 'en-US';
  /** Who ends up logged in: the test's browser (its pages and page.request) unless another context is given. */
  request?: APIRequestContext;
  /** The x-forwarded-for the login comes from (the e2e web server trusts it); a fresh address unless told. */
  ip?: string;
};

/** Members as the tests need them: logged in through the BFF, and the codes airline-api sent them. */
export type Member = {
  /** POST /api/account/login as the login form does; fails the test unless it succeeds, answers the response. */
  login(options?: LoginOptions): Promise<APIResponse>;
  /** The outbox's messages to a phone or e-mail, newest first, as they are now. */
  outbox(to: string): Promise<OutboxMessage[]>;
  /** The newest message to a phone or e-mail (of one event when given), waiting for it to arrive; `after` waits for one newer than a message already seen. */
  latestMessage(to: string, options?: { event?: string; after?: OutboxMessage }): Promise<OutboxMessage>;
  /** The code of latestMessage. */
  latestCode(to: string, event?: string): Promise<string>;
};

/** airline-api's sandbox clock (its rules' 'now'); put back to the real time when the test ends. */
export type SandboxClock = {
  /** airline-api's now becomes the real time plus offsetMs. */
  set(offsetMs: number): Promise<void>;
  /** airline-api's now becomes this instant (ms since the epoch) and runs on from there. */
  setNow(at: number): Promise<void>;
};

type Fixtures = {
  consentGiven: void;
  noMissingMessages: void;
  noCspViolations: void;
  noHydrationErrors: void;
  member: Member;
  /** The test's page, its browser already logged in as the demo member. */
  memberPage: Page;
  sandboxClock: SandboxClock;
};

/** Pages start with the cookie choice made, so the banner does not cover what a test drives. */
export const test = base.extend<Fixtures>({
  consentGiven: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL! }]);
      await use();
    },
    { auto: true },
  ],
  // A client component reading a message its page did not send (lib/i18n/client-messages.tsx) shows the key;
  // next-intl reports it on the console, and that fails the test.
  noMissingMessages: [
    async ({ page }, use) => {
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /MISSING_MESSAGE/.test(message.text())) missing.push(message.text());
      });
      await use();
      expect(missing).toEqual([]);
    },
    { auto: true },
  ],
  // Decision 11: the pages' Content-Security-Policy must not block anything the site itself uses. Chromium
  // reports each blocked load or inline script on the console, and that fails the test.
  noCspViolations: [
    async ({ page }, use) => {
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await use();
      expect(blocked).toEqual([]);
    },
    { auto: true },
  ],
  // A page whose server HTML and first browser render differ makes React throw the server's HTML away and draw
  // it again (a flash, lost focus, a Lighthouse error): the Node and Chromium ICU name regions differently,
  // for one. React reports it as an uncaught error (minified #418, #423, #425 in a production build).
  noHydrationErrors: [
    async ({ page }, use) => {
      const mismatches: string[] = [];
      const hydration = /Minified React error #(418|419|422|423|425)\b|Hydration failed|did not match/i;
      page.on('pageerror', (error) => {
        if (hydration.test(error.message)) mismatches.push(`${page.url()}: ${error.message.slice(0, 200)}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && hydration.test(message.text())) {
          mismatches.push(`${page.url()}: ${message.text().slice(0, 200)}`);
        }
      });
      await use();
      expect(mismatches).toEqual([]);
    },
    { auto: true },
  ],
  // The second argument is Playwright's `use`, named otherwise so the React hooks lint rule leaves it alone.
  member: async ({ context, request, baseURL }, provide) => {
    const outbox = async (to: string) => {
      const res = await request.get(`${API()}/sandbox/outbox?to=${encodeURIComponent(to)}&limit=20`);
      expect(res.ok()).toBe(true);
      return ((await res.json()) as { data: { messages: OutboxMessage[] } }).data.messages;
    };
    const latestMessage: Member['latestMessage'] = async (to, { event, after } = {}) => {
      let found: OutboxMessage | undefined;
      await expect
        .poll(async () => {
          found = (await outbox(to)).find((m) => (!event || m.event === event) && (!after || m.id > after.id));
          return found?.code ?? '';
        }, `a code to ${to}`)
        .toMatch(/^\d{6}$/);
      return found!;
    };
    await provide({
      async login({ who = DEMO, remember = false, locale = 'zh-CN', request: via = context.request, ip } = {}) {
        const res = await via.post('/api/account/login', {
          data: { account: who.phone, password: who.password, remember },
          headers: { origin: baseURL!, 'x-forwarded-for': ip ?? freshIp(), 'x-sf-locale': locale },
        });
        const body = (await res.json()) as { code: string };
        expect(body.code, `login of ${who.phone}: ${JSON.stringify(body)}`).toBe('0');
        return res;
      },
      outbox,
      latestMessage,
      latestCode: async (to, event) => (await latestMessage(to, { event })).code,
    });
  },
  memberPage: async ({ page, member }, provide) => {
    await member.login({ request: page.request });
    await provide(page);
  },
  sandboxClock: async ({ request }, provide) => {
    let moved = false;
    const set = async (offsetMs: number) => {
      const res = await request.post(`${API()}/sandbox/clock`, { data: { offsetMs: Math.round(offsetMs) } });
      expect(res.ok()).toBe(true);
      moved = offsetMs !== 0;
    };
    await provide({ set, setNow: (at) => set(at - Date.now()) });
    if (moved) await set(0);
  },
});

export { expect };
