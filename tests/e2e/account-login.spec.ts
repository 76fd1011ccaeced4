import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp, freshPhone, solveCaptchaByKeyboard } from './pages/account';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const TEXT = {
  'zh-CN': {
    dialog: '会员登录',
    account: '手机号/邮箱',
    password: '密码',
    submit: '登录',
    security: '安全中心',
    menu: /会员菜单/,
  },
  'en-US': {
    dialog: 'Member login',
    account: 'Phone or e-mail',
    password: 'Password',
    submit: 'Log in',
    security: 'Security centre',
    menu: /Member menu/,
  },
} as const;

for (const locale of ['zh-CN', 'en-US'] as const) {
  const t = TEXT[locale];
  test(`${locale}: password login in the guard's dialog lands on the remembered path`, async ({ page }) => {
    await page.goto(`/${locale}/member/security/security`);
    await expect(page).toHaveURL(new RegExp(`/${locale}\\?login=1&next=`));
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // A wrong password first: the error is shown and nothing typed is lost.
    await dialog.getByLabel(t.account).fill(DEMO.phone);
    await dialog.getByRole('textbox', { name: t.password, exact: true }).fill('wrong-pass1');
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /账号或密码错误|password/i })).toBeVisible();
    await expect(dialog.getByLabel(t.account)).toHaveValue(DEMO.phone);
    await dialog.getByRole('textbox', { name: t.password, exact: true }).fill(DEMO.password);
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/member/security/security$`));
    await expect(page.getByRole('heading', { level: 1, name: t.security })).toBeVisible();
    await expect(page.getByRole('button', { name: t.menu })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('SMS login registers an unknown phone and welcomes the new member', async ({ page, member }) => {
  const phone = freshPhone();
  await page.goto('/zh-CN');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '会员登录' });
  await dialog.getByRole('tab', { name: '验证码登录' }).click();
  const panel = dialog.getByRole('tabpanel');
  // The code button refuses before the slider is done.
  await panel.getByLabel('手机号', { exact: true }).fill(phone);
  await panel.getByRole('button', { name: '获取验证码' }).click();
  await expect(panel.getByText('请完成安全验证')).toBeVisible();
  await solveCaptchaByKeyboard(panel);
  await panel.getByRole('button', { name: '获取验证码' }).click();
  await expect(panel.getByRole('button', { name: /重新发送\(\d+s\)/ })).toBeDisabled();
  await panel.getByLabel('短信验证码').fill(await member.latestCode(phone, 'LOGIN'));
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('注册成功，欢迎加入云雀航空！')).toBeVisible();
  await expect(page.getByRole('button', { name: /会员菜单/ })).toBeVisible();
});

test('QR login: the scanner confirms on a second page and the first logs in', async ({ page, context }) => {
  await page.goto('/en-US');
  // The header's button works once the page is interactive.
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Member login' });
  await dialog.getByRole('tab', { name: 'With QR code' }).click();
  const scannerLink = dialog.getByRole('link', { name: 'Open the scanner (sandbox)' });
  const href = await scannerLink.getAttribute('href');
  expect(href).toBeTruthy();
  await expectNoSeriousA11yViolations(page);
  const phone = await context.newPage();
  await phone.goto(href!);
  await expect(dialog.getByText('Scanned: confirm the login on your phone')).toBeVisible();
  await phone.getByRole('button', { name: /Confirm/ }).click();
  await expect(phone.getByRole('heading', { name: /Confirmed/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Member menu/ })).toBeVisible({ timeout: 15_000 });
  await phone.close();
});

const PROVIDERS = [
  ['wechat', '微信', 'WeChat'],
  ['qq', 'QQ', 'QQ'],
  ['weibo', '微博', 'Weibo'],
  ['alipay', '支付宝', 'Alipay'],
] as const;

for (const [provider, zhName, enName] of PROVIDERS) {
  test(`${provider}: a new identity binds a phone by SMS code, a bound one logs straight in`, async ({
    page,
    member,
  }) => {
    const nickname = `e2e${provider}${Date.now() % 1e6}`;
    await page.goto('/zh-CN/login');
    await page.getByRole('tab', { name: '第三方登录' }).click();
    await page.getByRole('link', { name: zhName, exact: true }).click();
    await page.getByLabel(/或输入其他身份名称/).fill(nickname);
    await page.getByRole('button', { name: /授权/ }).click();
    await expect(page).toHaveURL(/\/zh-CN\/authorization\?/);
    await expect(page.getByText(nickname)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const phone = freshPhone();
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('手机号', { exact: true }).fill(phone);
    await solveCaptchaByKeyboard(panel);
    await panel.getByRole('button', { name: '获取验证码' }).click();
    await panel.getByLabel('短信验证码').fill(await member.latestCode(phone, 'THIRDPARTY_BIND'));
    await panel.getByRole('button', { name: '绑定并登录' }).click();
    await expect(page).toHaveURL(/\/zh-CN\/member\/index$/);
    await expect(page.getByText('绑定成功')).toBeVisible();

    // Log out, then the demo member's identity (already bound) logs in without binding.
    await page.getByRole('button', { name: /会员菜单/ }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/zh-CN$/);
    await page.goto('/en-US/login');
    await page.getByRole('tab', { name: 'With other accounts' }).click();
    await page.getByRole('link', { name: enName, exact: true }).click();
    await page.getByLabel(new RegExp(`${provider}_demo`)).check();
    await page.getByRole('button', { name: /Authorise/ }).click();
    await expect(page).toHaveURL(/\/en-US\/member\/index$/);
    await expect(page.getByRole('button', { name: /Member menu/ })).toBeVisible();
  });
}

test('a failed third-party login shows the spec message', async ({ page }) => {
  await page.goto('/zh-CN/authorization?error=3000018');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('QQ数据解析失败');
  await expectNoSeriousA11yViolations(page);
});

test('logout goes to the locale home and the member pages ask for login again', async ({ page }) => {
  await page.goto('/zh-CN/login');
  await page.getByLabel('手机号/邮箱').fill(DEMO.phone);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/zh-CN\/member\/index$/);
  const menu = page.getByRole('button', { name: /会员菜单/ });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: '我的账户' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/zh-CN$/);
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  await page.goto('/zh-CN/member/index');
  await expect(page).toHaveURL(/login=1/);
});

// Spec §7: when the logout call fails, the member is logged out anyway with the forced-logout message.
test('forced logout when the logout call fails', async ({ memberPage: page }) => {
  await page.goto('/zh-CN/member/index');
  await expect(page).toHaveURL(/\/zh-CN\/member\/index$/);
  // airline-api's sandbox makes the next logout call fail.
  const armed = await page.request.post(`${process.env.E2E_API_URL}/sandbox/faults`, {
    data: { path: '/member/api/member/b2c/account/logout', mode: 'error', count: 1 },
  });
  expect((await armed.json()).code).toBe('0');
  await page.getByRole('button', { name: /会员菜单/ }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/zh-CN$/);
  await expect(
    page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .filter({ hasText: /强制退出/ }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  const me = await page.request.get('/api/account/me');
  expect((await me.json()).code).toBe('1000010');
});
