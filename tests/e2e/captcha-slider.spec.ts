import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp, freshPhone } from './pages/account';

/**
 * The slider as a person drags it on a small phone (decision 54, issue 29 §3): the picture has four cut-outs
 * and the handle carries the notch's shape; the person drags the handle onto the gap of that shape, and the
 * page's proof of work (solved in a worker while they look) goes with the answer. Both languages, at 320 px.
 * Where the notch is, the test asks the sandbox, as a person would see it.
 */

const PAGES = [
  {
    locale: 'zh-CN',
    agreement: /会员注册协议/,
    phone: '手机号',
    instructions: '拖动滑块，让滑块上的图形落入图中形状相同的缺口',
    failed: '验证失败，请重新拖动滑块',
    passed: '验证通过',
    getCode: '获取验证码',
    resend: /重新发送\(\d+s\)/,
  },
  {
    locale: 'en-US',
    agreement: /Membership Registration Agreement/,
    phone: 'Phone number',
    instructions: 'Drag the slider onto the gap with the same shape as the piece on it',
    failed: 'Verification failed, drag the slider again',
    passed: 'Verified',
    getCode: 'Get code',
    resend: /Resend \(\d+s\)/,
  },
] as const;

/**
 * airline-api refuses an answer given sooner than this after its challenge arrived (CAPTCHA_MIN_DURATION_MS,
 * decision 54): no person drags onto a picture they have not looked at yet.
 */
const HUMAN_LOOK_MS = 300;

for (const t of PAGES) {
  test(`${t.locale}: at 320 px the handle is dragged onto the gap of its shape; a wrong gap fails`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
    await page.goto(`/${t.locale}/regist`);
    await page.getByRole('checkbox', { name: t.agreement }).check();
    const phone = freshPhone();
    await page.getByLabel(t.phone, { exact: true }).fill(phone);
    await expect(page.getByText(t.instructions)).toBeVisible();
    const slider = page.getByRole('slider');
    await expect(slider).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('captcha-piece')).toBeVisible();
    const handle = await slider.boundingBox();
    expect(handle!.width).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoSeriousA11yViolations(page);

    const track = page.getByTestId('captcha-track');
    /** Drags the handle, in small moves as a hand does, to `position` of the track. */
    async function dragTo(position: number, shownAt: number) {
      const box = (await slider.boundingBox())!;
      const rail = (await track.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(rail.x + position * rail.width, box.y + box.height / 2, { steps: 12 });
      // A fast machine drags a fresh picture quicker than a person can: let go once a person could have looked.
      await expect.poll(() => Date.now() - shownAt, { message: 'a person has looked' }).toBeGreaterThan(HUMAN_LOOK_MS);
      await page.mouse.up();
    }
    const notch = async () => {
      const challengeId = await track.getAttribute('data-challenge-id');
      const answer = await page.request.get(`${process.env.E2E_API_URL}/sandbox/captcha/${challengeId}`);
      return { challengeId, target: ((await answer.json()) as { data: { target: number } }).data.target };
    };

    // Well off the notch: refused, said so, and a new challenge with its own picture and piece.
    const first = await notch();
    await dragTo(first.target > 0.6 ? first.target - 0.2 : first.target + 0.2, 0);
    await expect(page.getByText(t.failed, { exact: true })).toBeVisible();
    await expect(track).not.toHaveAttribute('data-challenge-id', first.challengeId!);
    await expect(slider).not.toHaveAttribute('aria-disabled', 'true');
    const secondShownAt = Date.now();

    // Onto the notch: verified (the proof of work went with it), and the phone typed is still there.
    const second = await notch();
    await dragTo(second.target, secondShownAt);
    await expect(slider).toHaveAttribute('aria-valuetext', t.passed);
    await expect(page.getByLabel(t.phone, { exact: true })).toHaveValue(phone);
    await page.getByRole('button', { name: t.getCode }).click();
    await expect(page.getByRole('button', { name: t.resend })).toBeDisabled();
  });
}
