import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';

// "Special documents" of saved passengers (spec §3 special documents, §4 special certificate
// status, §5 and §9 uploads, §6 special passengers). The demo member is real-name certified by the seed
// (spec §6: document management needs it). This spec adds its own saved passenger (a unique passport),
// gives it a student document, has the sandbox review desk approve it, and deletes the passenger at the
// end, which deletes its documents too.

const T = {
  'zh-CN': {
    add: '新增旅客',
    addHeading: '新增旅客',
    surname: '英文姓（拼音）',
    givenName: '英文名（拼音）',
    gender: '性别',
    male: '男',
    birthday: '出生日期',
    certificateType: '证件类型',
    certificateNumber: '证件号码',
    certificateValidity: '证件有效期',
    mobile: '手机号码',
    save: '保存',
    added: '旅客已添加',
    deleteSelected: /删除所选/,
    confirmDelete: '确定删除',
    select: (name: string) => `选择 ${name}`,
    open: (name: string) => `特殊证件：${name}`,
    panel: (name: string) => `特殊证件：${name}`,
    type: '证件类型',
    number: '证件号码',
    expiry: '有效期至',
    images: '证件图片',
    student: '学生证',
    submit: '提交审核',
    submitted: '已提交审核',
    certifying: '认证中',
    certified: '已认证',
    storedImage: '学生证图片 1',
    count: (n: number) => `已选 ${n}/5 张`,
    imageLimit: '最多上传5张图片',
    wrongFormat: '格式错误：请选择 jpg 或 png 图片',
    passengers: '常用旅客列表',
    documents: '已添加的特殊证件',
  },
  'en-US': {
    add: 'Add passenger',
    addHeading: 'Add a passenger',
    surname: 'Surname (English)',
    givenName: 'Given name (English)',
    gender: 'Gender',
    male: 'Male',
    birthday: 'Date of birth',
    certificateType: 'Document type',
    certificateNumber: 'Document number',
    certificateValidity: 'Document valid until',
    mobile: 'Mobile number',
    save: 'Save',
    added: 'Passenger added',
    deleteSelected: /Delete selected/,
    confirmDelete: 'Delete',
    select: (name: string) => `Select ${name}`,
    open: (name: string) => `Special documents: ${name}`,
    panel: (name: string) => `Special documents: ${name}`,
    type: 'Document type',
    number: 'Document number',
    expiry: 'Valid until',
    images: 'Pictures of the document',
    student: 'Student ID',
    submit: 'Submit for review',
    submitted: 'Submitted for review',
    certifying: 'Certifying',
    certified: 'Certified',
    storedImage: 'Student ID, picture 1',
    count: (n: number) => `${n}/5 pictures`,
    imageLimit: 'At most 5 pictures can be uploaded',
    wrongFormat: 'Wrong format: choose a jpg or png image',
    passengers: 'Saved passengers',
    documents: 'Special documents added',
  },
} as const;

type Locale = keyof typeof T;

/** A saved passenger of the member's list, by name. */
const savedPassenger = (page: Page, l: Locale, name: string) =>
  page.getByRole('list', { name: T[l].passengers, exact: true }).getByRole('listitem').filter({ hasText: name });

/** A 1 × 1 PNG: airline-api decodes it and draws it again as a JPEG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (n: number) => ({ name: `card-${n}.png`, mimeType: 'image/png', buffer: PNG });

/** A value no other run or locale uses. */
const unique = () => `${Date.now().toString(36).toUpperCase().slice(-7)}${Math.floor(Math.random() * 10)}`;

/** Letters only, unique enough to find this run's passenger in the list. */
function givenName(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
}

/** Adds a passenger of this test's own (as tests/e2e/member-passengers.spec.ts does) and answers its list label. */
async function addPassenger(page: Page, l: Locale): Promise<string> {
  const t = T[l];
  const given = givenName();
  await page.getByRole('button', { name: t.add, exact: true }).click();
  const form = page.getByRole('region', { name: t.addHeading });
  await form.getByLabel(t.surname).fill('TEST');
  await form.getByLabel(t.givenName).fill(given);
  await form.getByLabel(t.gender).selectOption({ label: t.male });
  await form.getByLabel(t.birthday).fill('2005-05-05');
  await form.getByLabel(t.certificateType).selectOption('PP');
  await form.getByLabel(t.certificateNumber).fill(`E${unique()}`);
  await form.getByLabel(t.certificateValidity).fill('2034-01-01');
  await form.getByLabel(t.mobile).fill('13912340000');
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
  const name = `TEST/${given}`;
  await expect(savedPassenger(page, l, name)).toHaveCount(1);
  return name;
}

async function deletePassenger(page: Page, l: Locale, name: string) {
  const t = T[l];
  await page.getByRole('checkbox', { name: t.select(name) }).check();
  await page.getByRole('button', { name: t.deleteSelected }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.confirmDelete }).click();
  await expect(savedPassenger(page, l, name)).toHaveCount(0);
}

for (const l of ['zh-CN', 'en-US'] as const) {
  const t = T[l];

  test(`${l}: a student document with 2 pictures is certifying, then certified by the review desk (spec §4, §5)`, async ({
    memberPage: page,
  }) => {
    await page.goto(`/${l}/member/passengers`);
    const name = await addPassenger(page, l);

    await page.getByRole('button', { name: t.open(name) }).click();
    const panel = page.getByRole('region', { name: t.panel(name) });
    await expect(panel).toBeVisible();
    const number = `S${unique()}`;
    await expect(panel.getByLabel(t.type)).toHaveValue('STU');
    await panel.getByLabel(t.number).fill(number);
    await panel.getByLabel(t.expiry).fill('2030-06-30');
    await panel.getByLabel(t.images).setInputFiles([png(1), png(2)]);
    await expect(panel.getByText(t.count(2), { exact: true })).toBeVisible();
    const upload = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/special-documents/submit'),
    );
    await panel.getByRole('button', { name: t.submit }).click();
    // The pictures travel as multipart/form-data, the files as they are (docs/decisions/0019), not base64 JSON.
    expect((await upload).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await expect(panel.getByRole('status')).toHaveText(t.submitted);
    const document = panel.getByRole('list', { name: t.documents, exact: true }).getByRole('listitem');
    await expect(document).toHaveCount(1);
    await expect(document).toContainText(t.student);
    await expect(document.getByText(t.certifying, { exact: true })).toBeVisible();
    // The stored picture is served to its owner by the BFF, a JPEG airline-api drew.
    const stored = document.getByRole('img', { name: t.storedImage });
    await expect.poll(() => stored.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    // The sandbox's review desk (loopback only) approves it, by the member's phone and the document number.
    const review = await page.request.post(`${process.env.E2E_API_URL}/sandbox/special-certification/review`, {
      data: { cellphone: DEMO.phone, number, approve: true },
    });
    expect(review.ok()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: t.open(name) }).click();
    await expect(document.getByText(t.certified, { exact: true })).toBeVisible();

    // The add form refuses a 6th picture and a text file in the browser, before anything is sent.
    await panel.getByLabel(t.images).setInputFiles([png(1), png(2), png(3), png(4), png(5)]);
    await expect(panel.getByText(t.count(5), { exact: true })).toBeVisible();
    await panel.getByLabel(t.images).setInputFiles([png(6)]);
    await expect(panel.getByText(t.imageLimit)).toBeVisible();
    await expect(panel.getByText(t.count(5), { exact: true })).toBeVisible();
    await expect(panel.getByLabel(t.images)).toHaveAttribute('aria-invalid', 'true');
    await panel
      .getByLabel(t.images)
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') }]);
    await expect(panel.getByText(t.wrongFormat)).toBeVisible();
    await expect(panel.getByText(t.count(5), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Only this test's passenger is deleted, and its documents with it.
    await deletePassenger(page, l, name);
  });

  test(`${l}: the special documents panel fits 320 px`, async ({ memberPage: page }) => {
    await page.setViewportSize({ width: WIDTHS.phoneSmall, height: HEIGHTS[WIDTHS.phoneSmall]! });
    await page.goto(`/${l}/member/passengers`);
    const name = await addPassenger(page, l);
    await page.getByRole('button', { name: t.open(name) }).click();
    const panel = page.getByRole('region', { name: t.panel(name) });
    await expect(panel.getByLabel(t.number)).toBeVisible();
    await panel.getByLabel(t.images).setInputFiles([png(1), png(2), png(3)]);
    await expect(panel.getByText(t.count(3), { exact: true })).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await deletePassenger(page, l, name);
  });
}
