import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp, freshPhone, solveCaptchaByKeyboard } from './pages/account';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

// The login forms themselves are account-login.spec's; here the member is logged in by the fixture.
test('member home shows the summary of memberInfoQuery', async ({ memberPage: page }) => {
  await page.goto('/zh-CN/member/index');
  const summary = page.getByTestId('member-summary');
  await expect(summary).toContainText('12,800');
  await expect(summary).toContainText('520');
  await expect(summary).toContainText('已认证');
  await expect(
    page.getByRole('navigation', { name: '会员中心菜单' }).getByRole('link', { name: '会员首页' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/zh-CN/member/account/myInformation');
  await expect(page.getByText('您已完成实名认证，个人信息不可修改。')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('en-US: a new member changes the nickname, password and e-mail and submits real-name certification', async ({
  page,
  member,
}) => {
  const phone = freshPhone();
  await page.goto('/en-US/login');
  await page.getByRole('tab', { name: 'With SMS code' }).click();
  const login = page.getByRole('tabpanel');
  await login.getByLabel('Phone number', { exact: true }).fill(phone);
  await solveCaptchaByKeyboard(login);
  await login.getByRole('button', { name: 'Get code' }).click();
  await login.getByLabel('SMS code').fill(await member.latestCode(phone, 'LOGIN'));
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/member\/index$/);
  await expect(page.getByTestId('member-summary')).toContainText('Not certified');

  await page.goto('/en-US/member/account/myInformation');
  await page.getByLabel('Nickname').fill('ElevenChars');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The nickname may have at most 10 characters')).toBeVisible();
  await page.getByLabel('Nickname').fill('Lark');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /Member menu/ })).toContainText('Lark');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/en-US/member/security/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const password = page.getByRole('region', { name: 'Set a login password' });
  await password.getByLabel('New password', { exact: true }).fill('Lark2026x');
  await password.getByLabel('Confirm new password').fill('Lark2026y');
  await password.getByRole('button', { name: 'Save password' }).click();
  await expect(password.getByText('The two passwords differ')).toBeVisible();
  await password.getByLabel('Confirm new password').fill('Lark2026x');
  await password.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  const email = `lark${Date.now()}@example.com`;
  const mail = page.getByRole('region', { name: 'E-mail' });
  await mail.getByLabel('New e-mail').fill(email);
  await mail.getByRole('button', { name: 'Get code' }).click();
  await mail.getByLabel('E-mail code').fill(await member.latestCode(email));
  await mail.getByRole('button', { name: 'Bind' }).click();
  await expect(mail.getByText(/Bound now: l\*\*\*@example\.com/)).toBeVisible();

  const realName = page.getByRole('region', { name: 'Real-name certification' });
  await realName.getByLabel('Full name').fill('Li Lark');
  await realName.getByLabel('Document number').fill('110101199001011234');
  const photo = realName.getByLabel('Document photo');
  await photo.setInputFiles({ name: 'id.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(realName.getByText('Wrong format: choose a jpg or png image')).toBeVisible();
  await photo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(realName.getByText('File too large: choose an image of at most 2 MB')).toBeVisible();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await photo.setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: png });
  await realName.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Authentication information successfully submitted')).toBeVisible();
  await expect(page.getByTestId('certification-status')).toContainText('Under review');
});
