import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
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

type Fixtures = { consentGiven: void; noMissingMessages: void };

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
});

export { expect };
