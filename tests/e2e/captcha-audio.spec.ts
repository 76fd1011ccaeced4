import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp, freshPhone } from './pages/account';

/**
 * The audio challenge (decision 16): the slider's challenge read aloud, solved by keyboard alone on the
 * registration page, in both languages. The number a person would hear is asked of the sandbox, as the
 * slider helper asks it where the notch is (the recording itself is a WAV no test can listen to).
 */

const PAGES = [
  {
    locale: 'zh-CN',
    agreement: /会员注册协议/,
    phone: '手机号',
    toggle: '听音频验证',
    instructions: '请播放录音，并输入您听到的数字',
    field: '听到的数字',
    verify: '验证',
    empty: '请输入您听到的数字',
    failed: '数字不对，请收听新的录音后重新输入。',
    passed: '验证通过',
    getCode: '获取验证码',
    resend: /重新发送\(\d+s\)/,
  },
  {
    locale: 'en-US',
    agreement: /Membership Registration Agreement/,
    phone: 'Phone number',
    toggle: 'Audio challenge',
    instructions: 'Play the recording and type the number you hear',
    field: 'Number you heard',
    verify: 'Verify',
    empty: 'Enter the number you heard',
    failed: 'That was not the number. Listen to the new recording and try again.',
    passed: 'Verified',
    getCode: 'Get code',
    resend: /Resend \(\d+s\)/,
  },
] as const;

/** The challenge on the page now, and the number its recording says (the notch's whole percent). */
async function spokenNumber(page: Page): Promise<{ challengeId: string; number: number }> {
  const challengeId = await page.getByTestId('captcha-track').getAttribute('data-challenge-id');
  expect(challengeId).toBeTruthy();
  const answer = await page.request.get(`${process.env.E2E_API_URL}/sandbox/captcha/${challengeId}`);
  expect(answer.ok()).toBe(true);
  const { target } = ((await answer.json()) as { data: { target: number } }).data;
  return { challengeId: challengeId!, number: Math.round(target * 100) };
}

for (const t of PAGES) {
  test(`${t.locale}: the audio challenge by keyboard: a wrong number brings a new one, the right one passes`, async ({
    page,
  }) => {
    const ip = freshIp();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await page.goto(`/${t.locale}/regist`);
    // What the code send needs besides the captcha, so that the token is proven at the end.
    await page.getByRole('checkbox', { name: t.agreement }).check();
    await page.getByLabel(t.phone, { exact: true }).fill(freshPhone());
    const slider = page.getByRole('slider');
    await expect(slider).not.toHaveAttribute('aria-disabled', 'true');

    // Opened with the keyboard: the toggle says it is expanded, the panel holds the recording and the field.
    const toggle = page.getByRole('button', { name: t.toggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(t.instructions)).toBeVisible();
    const audio = page.locator('audio');
    await expect(audio).toBeVisible();
    const firstSrc = await audio.getAttribute('src');
    expect(firstSrc).toMatch(new RegExp(`^/api/account/captcha/audio\\?challengeId=[^&]+&locale=${t.locale}$`));

    // The recording answers same-origin as a WAV, never cached.
    const recording = await page.request.get(firstSrc!, { headers: { 'x-forwarded-for': ip } });
    expect(recording.status()).toBe(200);
    expect(recording.headers()['content-type']).toBe('audio/wav');
    expect(recording.headers()['cache-control']).toBe('no-store');
    expect(recording.headers()['x-content-type-options']).toBe('nosniff');
    const wav = await recording.body();
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(wav.length).toBeGreaterThan(20_000);
    await expectNoSeriousA11yViolations(page);

    // An empty field is refused beside it.
    const field = page.getByRole('textbox', { name: t.field });
    await field.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.empty, { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // A wrong number: the failure is said, a new challenge (and recording) comes, the focus stays in the field.
    const first = await spokenNumber(page);
    await page.keyboard.type(String(first.number >= 60 ? first.number - 20 : first.number + 20));
    await page.waitForTimeout(400); // a person takes a moment; airline-api refuses answers under 300 ms
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.failed, { exact: true })).toBeVisible();
    await expect(page.getByTestId('captcha-track')).not.toHaveAttribute('data-challenge-id', first.challengeId);
    await expect(audio).not.toHaveAttribute('src', firstSrc!);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');

    // The number heard, then Tab to Verify and Enter: the slider's passed state, and its token works.
    const second = await spokenNumber(page);
    expect(await audio.getAttribute('src')).toContain(`challengeId=${second.challengeId}`);
    await page.keyboard.type(String(second.number));
    await page.waitForTimeout(400);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t.verify, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slider).toHaveAttribute('aria-valuetext', t.passed);
    await expect(slider).toBeFocused();
    await expect(page.getByRole('button', { name: t.toggle })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.getCode }).click();
    await expect(page.getByRole('button', { name: t.resend })).toBeDisabled();
  });
}
