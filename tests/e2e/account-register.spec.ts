import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp, freshPhone, solveCaptchaByKeyboard } from './pages/account';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

test('registration by keyboard only, with the rules shown beside their fields', async ({ page, member }) => {
  const phone = freshPhone();
  await page.goto('/zh-CN/regist');
  await expect(page.getByRole('heading', { level: 1, name: '注册会员' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('请先阅读并同意《会员注册协议》')).toBeVisible();
  await expect(page.getByText('请输入手机号')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Everything from here by keyboard: Tab to each field, Space for the checkbox, arrows for the slider.
  const agreement = page.getByRole('checkbox', { name: /会员注册协议/ });
  await agreement.focus();
  await page.keyboard.press('Space');
  await expect(agreement).toBeChecked();
  await page.getByLabel('手机号', { exact: true }).focus();
  await page.keyboard.type(phone);
  await solveCaptchaByKeyboard(page);
  await page.getByRole('button', { name: '获取验证码' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /重新发送\(\d+s\)/ })).toBeDisabled();
  const code = await member.latestCode(phone, 'REGISTER');
  await page.getByLabel('短信验证码').focus();
  await page.keyboard.type(code);
  await page.getByLabel('设置密码').focus();
  await page.keyboard.type('abcdef');
  await page.getByLabel('确认密码').focus();
  await page.keyboard.type('abcdeg');
  await page.keyboard.press('Enter');
  await expect(page.getByText('密码须至少包含数字、小写字母、大写字母、特殊字符中的两种')).toBeVisible();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  // No data loss: the phone and code are still there.
  await expect(page.getByLabel('手机号', { exact: true })).toHaveValue(phone);
  await page.getByLabel('设置密码').fill('Skylark99');
  await page.getByLabel('确认密码').fill('Skylark99');
  await page.getByLabel('确认密码').press('Enter');
  await expect(page).toHaveURL(/\/zh-CN\/member\/index$/);
  await expect(page.getByText('注册成功，欢迎加入云雀航空！')).toBeVisible();
});

test('en-US: sign up, reset the password by e-mail code and by phone code, log in with each', async ({
  page,
  member,
  sandboxClock,
}) => {
  const phone = freshPhone();
  const email = `reset${phone}@example.com`;
  await page.goto('/en-US/regist');
  await page.getByRole('checkbox', { name: /Membership Registration Agreement/ }).check();
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await solveCaptchaByKeyboard(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  const registerCode = await member.latestMessage(phone, { event: 'REGISTER' });
  await page.getByLabel('SMS code').fill(registerCode.code);
  await page.getByLabel('Password', { exact: true }).fill('First1pass');
  await page.getByLabel('Confirm password').fill('First1pass');
  await page.getByLabel('E-mail (optional)').fill(email);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/member\/index$/);

  /** The reset form of one channel, filled up to the code button. */
  async function openReset(channel: 'phone' | 'email') {
    await page.goto('/en-US/forgetact');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByRole('tab', { name: channel === 'phone' ? 'By phone' : 'By e-mail' }).click();
    const panel = page.getByRole('tabpanel');
    if (channel === 'phone') await panel.getByLabel('Phone number', { exact: true }).fill(phone);
    else await panel.getByLabel('E-mail', { exact: true }).fill(email);
    await solveCaptchaByKeyboard(panel);
    return panel;
  }

  async function reset(channel: 'phone' | 'email', password: string) {
    const panel = await openReset(channel);
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('button', { name: 'Get code' }).click();
    const code = await member.latestCode(channel === 'phone' ? phone : email, 'RESET_PASSWORD');
    await panel.getByLabel(channel === 'phone' ? 'SMS code' : 'E-mail code').fill(code);
    await panel.getByLabel('New password', { exact: true }).fill(password);
    await panel.getByLabel('Confirm new password').fill(password);
    await panel.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/en-US\/login$/);
    await expect(page.getByText('Your password has been reset. Log in with the new one.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const main = page.getByRole('main');
    await main.getByLabel('Phone or e-mail').fill(channel === 'phone' ? phone : email);
    await main.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/en-US\/member\/index$/);
  }

  await reset('email', 'Second2pass');
  // airline-api sends a phone one code a minute: 58 s after the registration's code the reset's is refused…
  const panel = await openReset('phone');
  await sandboxClock.setNow(Date.parse(registerCode.sentAt) + 58_000);
  await panel.getByRole('button', { name: 'Get code' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Codes are being sent too often, please wait' }).first(),
  ).toBeVisible();
  expect((await member.outbox(phone)).map((m) => m.event)).not.toContain('RESET_PASSWORD');
  // …and 61 s after it the reset by phone goes through (on airline-api's clock, not by waiting).
  await sandboxClock.setNow(Date.parse(registerCode.sentAt) + 61_000);
  await reset('phone', 'Third3pass');
});

test('the code button counts 60 s down before it offers a resend, which airline-api then sends', async ({
  page,
  member,
  sandboxClock,
}) => {
  const phone = freshPhone();
  // The countdown runs on the test's clock (installed before the page sets its timers), airline-api's
  // resend rule on the sandbox clock: neither needs a real minute.
  await page.clock.install();
  await page.goto('/en-US/regist');
  await page.getByRole('checkbox', { name: /Membership Registration Agreement/ }).check();
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await solveCaptchaByKeyboard(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  const first = await member.latestMessage(phone, { event: 'REGISTER' });
  const resend = page.getByRole('button', { name: /^Resend/ });
  await expect(resend).toHaveText('Resend (60s)');
  await expect(resend).toBeDisabled();
  // Second by second (each tick renders before the next timer is set), the button refuses up to 59 s…
  for (let left = 59; left >= 1; left -= 1) {
    await page.clock.runFor(1_000);
    await expect(resend).toHaveText(`Resend (${left}s)`);
  }
  await expect(resend).toBeDisabled();
  // …and offers the resend at 60 s; airline-api, its clock past its own 60 s, sends a new code.
  await page.clock.runFor(1_000);
  await expect(resend).toHaveText('Resend');
  await expect(resend).toBeEnabled();
  await solveCaptchaByKeyboard(page);
  await sandboxClock.setNow(Date.parse(first.sentAt) + 61_000);
  await resend.click();
  const second = await member.latestMessage(phone, { event: 'REGISTER', after: first });
  await expect(resend).toHaveText('Resend (60s)');
  await page.getByLabel('SMS code').fill(second.code);
  await page.getByLabel('Password', { exact: true }).fill('Resent1pass');
  await page.getByLabel('Confirm password').fill('Resent1pass');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/member\/index$/);
});

test('reset for a phone that is not registered answers "code sent" like any other and sends nothing', async ({
  page,
  member,
}) => {
  const phone = freshPhone();
  await page.goto('/zh-CN/forgetact');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('手机号', { exact: true }).fill(phone);
  await solveCaptchaByKeyboard(panel);
  await panel.getByRole('button', { name: '获取验证码' }).click();
  await expect(panel.getByRole('button', { name: /^重新发送/ })).toBeDisabled();
  await expect(panel.getByText('账号未注册')).toHaveCount(0);
  expect(await member.outbox(phone)).toEqual([]);
  // A guessed code is wrong like any wrong code, not "not registered".
  await panel.getByLabel('短信验证码').fill('123456');
  await panel.getByLabel('新密码', { exact: true }).fill('Guess1pass');
  await panel.getByLabel('确认新密码').fill('Guess1pass');
  await panel.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '验证码错误' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/zh-CN\/forgetact$/);
});
