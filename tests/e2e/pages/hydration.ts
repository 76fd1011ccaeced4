import type { Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element (it carries React's props key once hydrated), so a test can
 * type into a client control without losing keys to the server-rendered copy. Deterministic where
 * `networkidle` is not: a page that polls or prefetches never goes quiet under load.
 */
export async function waitForHydration(target: Locator): Promise<void> {
  await target.first().waitFor({ state: 'attached' });
  await target.first().evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
        const check = () => (hydrated() ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
}
