import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp } from './pages/account';
import { expectPhoneLayouts } from './pages/coupons';
import { waitForHydration } from './pages/hydration';

// Spec §2 /member/memberActivity, and zh-CN only /campaignRoulette and /memberMain (decision 66): the activities in
// both locales; the roulette's published odds and its 3 draws a day, decided by airline-api.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

test('the member activities in both locales, and in zh-CN the roulette (3 draws a day) and the member home', async ({
  memberPage: page,
}) => {
  test.setTimeout(90_000);
  for (const [l, heading, centre] of [
    ['zh-CN', '会员活动', '领券中心'],
    ['en-US', 'Member activities', 'Coupon centre'],
  ] as const) {
    await page.goto(`/${l}/member/memberActivity`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: centre })).toHaveAttribute('href', `/${l}/member/couponCenter`);
    await expect(page.getByRole('link', { name: '幸运转盘' })).toHaveCount(l === 'zh-CN' ? 1 : 0);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
  }
  // zh-CN only: the English addresses are not found.
  for (const path of ['campaignRoulette', 'memberMain'])
    expect((await page.request.get(`/en-US/${path}`)).status()).toBe(404);

  await page.goto('/zh-CN/memberMain');
  await expect(page.getByRole('heading', { level: 1, name: '会员主页' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: '幸运转盘' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '幸运转盘' })).toBeVisible();
  await expect(page.getByText('谢谢参与：60/100')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectPhoneLayouts(page);
  const draw = page.getByRole('button', { name: '抽奖' });
  for (const left of [2, 1, 0]) {
    await waitForHydration(draw);
    await draw.click();
    await expect(page.getByTestId('roulette-left')).toHaveText(`今日剩余 ${left} 次`);
  }
  await expect(page.getByTestId('roulette-today').getByRole('listitem')).toHaveCount(3);
  await expect(draw).toBeDisabled();
});
