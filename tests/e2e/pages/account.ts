import { expect, type Locator, type Page } from '@playwright/test';

/** A phone number no other test uses, so rate limits and state never collide. */
export function freshPhone(): string {
  return `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** Members airline-api seeds (demo has orders, points and a wallet; other is a second member). */
export const DEMO = { phone: '13800138000', password: 'Skylark2026' };
export const OTHER = { phone: '13900139000', password: 'Skylark2026' };

/**
 * Solves the slider the way a sighted keyboard user does: sees where the notch is (here: asks the sandbox,
 * since the challenge carries only its picture), moves there with PageUp and the arrow keys, confirms with
 * Enter.
 */
export async function solveCaptchaByKeyboard(scope: Page | Locator) {
  const page = 'waitForTimeout' in scope ? scope : scope.page();
  const slider = scope.getByRole('slider');
  await expect(slider).not.toHaveAttribute('aria-disabled', 'true');
  const challengeId = await scope.getByTestId('captcha-track').getAttribute('data-challenge-id');
  expect(challengeId).toBeTruthy();
  const answer = await page.request.get(`${process.env.E2E_API_URL}/sandbox/captcha/${challengeId}`);
  expect(answer.ok()).toBe(true);
  const target = Math.round(((await answer.json()) as { data: { target: number } }).data.target * 100);
  await slider.focus();
  for (let i = 0; i < Math.floor(target / 10); i += 1) await slider.press('PageUp');
  for (let i = 0; i < target % 10; i += 1) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(target));
  // A person takes a moment; airline-api refuses answers faster than 300 ms.
  await page.waitForTimeout(400);
  await slider.press('Enter');
  await expect(slider).toHaveAttribute('aria-valuetext', /验证通过|Verified/);
}

/**
 * A client address of its own for each test (the e2e web server stands behind one trusted proxy, which the
 * test plays by sending the x-forwarded-for entry the proxy would add): the BFF and
 * airline-api limit code sends and logins per address, and one test must not spend another's allowance.
 */
export function freshIp(): string {
  const n = () => 1 + Math.floor(Math.random() * 250);
  return `10.${n()}.${n()}.${n()}`;
}
