import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type Member } from './fixtures';
import { freshIp, freshPhone, solveCaptchaByKeyboard } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';

// real-name certification on routes of its own (spec §2): /member/security/certificate/certify
// and /manual inside the member shell, /status outside it; statuses 0 to 3 of spec §4 with their next step;
// 'real-name certification expired' (spec §6, §8) on the status page, the security centre and the member home.
// Each test that changes a certification uses a member of its own (a fresh phone, logged in by SMS code); the
// demo member is only read.

const API = () => process.env.E2E_API_URL!;

const T = {
  'zh-CN': {
    smsTab: '验证码登录',
    phone: '手机号',
    getCode: '获取验证码',
    smsCode: '短信验证码',
    logIn: '登录',
    menu: '会员中心菜单',
    statusHeading: '实名认证状态',
    certifyHeading: '实名认证',
    manualHeading: '人工认证',
    manualSteps: '审核流程',
    securitySection: '实名认证',
    status: {
      none: '认证状态：未认证',
      review: '认证状态：审核中',
      failed: '认证状态：认证失败，可重新认证',
      certified: '认证状态：已认证',
      expired: '认证状态：已过期',
    },
    statusLine: /^认证状态：/,
    summaryCertification: '实名认证',
    expired: '实名认证已过期',
    certifyNow: '立即认证',
    certifyAgain: '重新认证',
    manualLink: '人工认证',
    statusLink: '查看认证状态',
    validUntil: '有效期至',
    alreadyCertified: '您已完成实名认证，无需再次提交。',
    name: '真实姓名',
    holder: '李云雀',
    number: '证件号码',
    photo: '证件照片',
    manualPhoto: '证件人像页照片',
    wrongFormat: '格式错误，请上传 jpg 或 png 图片',
    tooLarge: '文件过大，请上传不超过 2MB 的图片',
    submit: '提交认证',
    submitted: '认证信息提交成功',
    reason: '照片模糊',
    reasonLine: '未通过原因：照片模糊',
    loadFailed: '实名认证信息加载失败。',
    reload: '重新加载',
  },
  'en-US': {
    smsTab: 'With SMS code',
    phone: 'Phone number',
    getCode: 'Get code',
    smsCode: 'SMS code',
    logIn: 'Log in',
    menu: 'Member centre menu',
    statusHeading: 'Real-name certification status',
    certifyHeading: 'Real-name certification',
    manualHeading: 'Manual certification',
    manualSteps: 'What happens',
    securitySection: 'Real-name certification',
    status: {
      none: 'Status: Not certified',
      review: 'Status: Under review',
      failed: 'Status: Failed, you may certify again',
      certified: 'Status: Certified',
      expired: 'Status: Expired',
    },
    statusLine: /^Status: /,
    summaryCertification: 'Real-name certification',
    expired: 'Real-name certification expired',
    certifyNow: 'Certify now',
    certifyAgain: 'Certify again',
    manualLink: 'Manual certification',
    statusLink: 'Certification status',
    validUntil: 'Valid until',
    alreadyCertified: 'Your real name is already certified; there is nothing to submit.',
    name: 'Full name',
    holder: 'Li Lark',
    number: 'Document number',
    photo: 'Document photo',
    manualPhoto: "Photo of the document's photo page",
    wrongFormat: 'Wrong format: choose a jpg or png image',
    tooLarge: 'File too large: choose an image of at most 2 MB',
    submit: 'Submit',
    submitted: 'Authentication information successfully submitted',
    reason: 'blurred',
    reasonLine: 'Reason: blurred',
    loadFailed: 'Your certification could not be loaded.',
    reload: 'Reload',
  },
} as const;

type Locale = keyof typeof T;

/** The line that says the certification's status ('Status: …'), in the page or a part of it. */
const statusLine = (scope: Page | Locator, l: Locale) => scope.getByText(T[l].statusLine);

/** A 1 x 1 px PNG: airline-api decodes it and stores it again as a JPEG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const STATUS_PATH = '/member/security/certificate/status';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

/** A new member logged in with an SMS code, as account-member.spec does: lands on the member home. */
async function loginNewMember(page: Page, member: Member, l: Locale): Promise<string> {
  const t = T[l];
  const phone = freshPhone();
  await page.goto(`/${l}/login`);
  await page.getByRole('tab', { name: t.smsTab }).click();
  const login = page.getByRole('tabpanel');
  await login.getByLabel(t.phone, { exact: true }).fill(phone);
  await solveCaptchaByKeyboard(login);
  await login.getByRole('button', { name: t.getCode }).click();
  await login.getByLabel(t.smsCode).fill(await member.latestCode(phone, 'LOGIN'));
  await login.getByRole('button', { name: t.logIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${l}/member/index$`));
  return phone;
}

/** The sandbox review desk decides the member's submission. */
async function review(request: APIRequestContext, cellphone: string, approve: boolean, reason?: string) {
  const res = await request.post(`${API()}/sandbox/realname/review`, { data: { cellphone, approve, reason } });
  expect(res.ok()).toBe(true);
}

/** The form of the page: name, document and photo; the photo's label names which form it is. */
function certificationForm(page: Page, photoLabel: string) {
  return page.locator('form').filter({ has: page.getByLabel(photoLabel, { exact: true }) });
}

async function fillAndSubmit(page: Page, l: Locale, photoLabel: string) {
  const t = T[l];
  const form = certificationForm(page, photoLabel);
  await form.getByLabel(t.name, { exact: true }).fill(t.holder);
  await form.getByLabel(t.number, { exact: true }).fill('110101199001011234');
  await form
    .getByLabel(photoLabel, { exact: true })
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByText(t.submitted)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${l}${STATUS_PATH}$`));
  await expect(statusLine(page, l)).toHaveText(t.status.review);
}

for (const l of ['zh-CN', 'en-US'] as const) {
  const t = T[l];

  test(`${l}: certify, refused with its reason, certify manually, certified, then expired and certify again`, async ({
    page,
    member,
    request,
  }) => {
    test.slow();
    const phone = await loginNewMember(page, member, l);

    // Status 0 on the status page, outside the member shell: the next step is to certify.
    await page.goto(`/${l}${STATUS_PATH}`);
    await expect(page.getByRole('heading', { level: 1, name: t.statusHeading })).toBeVisible();
    await expect(statusLine(page, l)).toHaveText(t.status.none);
    await expect(page.getByRole('navigation', { name: t.menu })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: t.certifyNow }).focus();
    await page.keyboard.press('Enter');

    // The form, inside the shell: a wrong photo is said beside its field, then a right one is taken.
    await expect(page).toHaveURL(new RegExp(`/${l}/member/security/certificate/certify$`));
    await expect(page.getByRole('heading', { level: 1, name: t.certifyHeading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.menu })).toHaveCount(1);
    const form = certificationForm(page, t.photo);
    const photo = form.getByLabel(t.photo, { exact: true });
    await photo.setInputFiles({ name: 'id.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(form.getByText(t.wrongFormat)).toBeVisible();
    await photo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await expect(form.getByText(t.tooLarge)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: WIDTHS.phoneSmall, height: HEIGHTS[WIDTHS.phoneSmall]! });
    expect(await layoutProblems(page)).toEqual([]);
    await page.setViewportSize({ width: WIDTHS.desktop, height: HEIGHTS[WIDTHS.desktop]! });
    await fillAndSubmit(page, l, t.photo);

    // Under review: the certify page has no form, and the security centre says so.
    await page.goto(`/${l}/member/security/certificate/certify`);
    await expect(statusLine(page, l)).toHaveText(t.status.review);
    await expect(page.getByLabel(t.photo, { exact: true })).toHaveCount(0);
    await page.goto(`/${l}/member/security/security`);
    const section = page.getByRole('region', { name: t.securitySection });
    await expect(statusLine(section, l)).toHaveText(t.status.review);
    await expect(section.getByRole('link', { name: t.statusLink })).toBeVisible();

    // Status 2: the reason, and certifying again, here manually.
    await review(request, phone, false, t.reason);
    await page.goto(`/${l}${STATUS_PATH}`);
    await expect(statusLine(page, l)).toHaveText(t.status.failed);
    await expect(page.getByText(t.reasonLine)).toBeVisible();
    await expect(page.getByRole('link', { name: t.certifyAgain })).toBeVisible();
    await page.getByRole('link', { name: t.manualLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.manualHeading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.manualSteps })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillAndSubmit(page, l, t.manualPhoto);

    // Status 3: certified, until when; nothing to do.
    await review(request, phone, true);
    await page.reload();
    await expect(statusLine(page, l)).toHaveText(t.status.certified);
    await expect(page.getByLabel(t.validUntil, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t.certifyAgain })).toHaveCount(0);

    // Two years on (the sandbox ages this member's review): expired everywhere, with a way to certify again.
    const aged = await request.post(`${API()}/sandbox/realname/age`, { data: { cellphone: phone, days: 730 } });
    expect(aged.ok()).toBe(true);
    await page.reload();
    await expect(statusLine(page, l)).toHaveText(t.status.expired);
    await expect(page.getByText(t.expired, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/${l}/member/security/security`);
    await expect(section.getByText(t.expired, { exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: t.certifyAgain })).toBeVisible();
    // The gift centre and (zh-CN) the roulette say so, and offer no button that would be refused.
    await page.goto(`/${l}/member/giftCenter`);
    await expect(page.getByRole('region', { name: t.expired, exact: true })).toBeVisible();
    if (l === 'zh-CN') {
      await page.goto('/zh-CN/campaignRoulette');
      await expect(page.getByRole('region', { name: t.expired, exact: true })).toBeVisible();
      await expect(page.getByTestId('roulette-draw')).toBeDisabled();
    }
    await page.goto(`/${l}/member/index`);
    await expect(page.getByLabel(t.summaryCertification, { exact: true })).toContainText(
      l === 'zh-CN' ? '已过期' : 'Expired',
    );
    const notice = page.getByRole('region', { name: t.expired, exact: true });
    await expect(notice).toContainText(t.expired);
    await notice.getByRole('link', { name: t.certifyAgain }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/member/security/certificate/certify$`));
    await expect(certificationForm(page, t.photo)).toBeVisible();
  });

  test(`${l}: the certified demo member's status fits 320 and 390 px; the form is not offered`, async ({
    memberPage: page,
  }) => {
    for (const width of [WIDTHS.phoneSmall, WIDTHS.phone]) {
      await page.setViewportSize({ width, height: HEIGHTS[width]! });
      await page.goto(`/${l}${STATUS_PATH}`);
      await expect(statusLine(page, l)).toHaveText(t.status.certified);
      expect(await layoutProblems(page)).toEqual([]);
    }
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/${l}/member/security/certificate/certify`);
    await expect(page.getByText(t.alreadyCertified)).toBeVisible();
    await expect(page.getByLabel(t.photo, { exact: true })).toHaveCount(0);
    expect(await layoutProblems(page)).toEqual([]);
    await page.goto(`/${l}/member/index`);
    await expect(page.getByLabel(t.summaryCertification, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: t.expired, exact: true })).toHaveCount(0);
  });
}

test('en-US: an upstream fault is a localized alert with a reload link', async ({ memberPage: page, request }) => {
  const t = T['en-US'];
  const faults = `${API()}/sandbox/faults`;
  // callUpstream retries a failed GET once: both attempts fail.
  const armed = await request.post(faults, {
    data: { path: '/member/api/member/b2c/security/realname', mode: 'error', count: 2 },
  });
  expect(armed.ok()).toBe(true);
  try {
    const res = await page.goto(`/en-US${STATUS_PATH}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t.loadFailed);
  } finally {
    await request.delete(faults);
  }
  await page.getByRole('link', { name: t.reload }).click();
  await expect(statusLine(page, 'en-US')).toHaveText(t.status.certified);
});

test('zh-CN: the status page outside the shell still needs a login', async ({ page }) => {
  await page.goto(`/zh-CN${STATUS_PATH}`);
  await expect(page).toHaveURL(/\/zh-CN\?login=1&next=/);
});
