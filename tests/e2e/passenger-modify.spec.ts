import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { LOCALES, memberToken } from './pages/orders';
import { ticketedOrder } from './pages/trips';

// Decision 24 and §6, spec §2 /ancillary/cname/{orderNo} → /ancillary/cnameConfirm, §5 "Change
// name or certificate: only one of them, at most 1 change, the two phone entries must match": a member corrects
// a passenger's Chinese name once; the passenger then reads 'already changed once' and cannot be chosen again.

const T = {
  'zh-CN': {
    name: '新的中文姓名',
    mobile: '手机号',
    mobileConfirm: '再次输入手机号',
    limit: /已修改过一次/,
    passengers: '选择乘机人',
    continue: '下一步',
    confirm: '确认修改',
    before: /^姓名:\s*张云雀/,
  },
  'en-US': {
    name: 'New Chinese name',
    mobile: 'Mobile number',
    mobileConfirm: 'Mobile number again',
    limit: /already changed once/,
    passengers: 'Choose the passenger',
    continue: 'Continue',
    confirm: 'Confirm the change',
    before: /^Name:\s*张云雀/,
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  test(`${l}: a member corrects a passenger's name once; the second try is refused`, async ({
    page,
    request,
    member,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const order = await ticketedOrder(request, baseURL!, ['张云雀'], token);
    await member.login({ request: page.request, locale: l });

    await page.goto(`/${l}/ancillary/cname/${order.orderNo}`);
    const t = T[l];
    // The passengers are the items of the group their legend names, each a radio.
    const passengers = page.getByRole('group', { name: t.passengers, exact: true }).getByRole('listitem');
    const passenger = passengers.first();
    await passenger.getByRole('radio').check();
    await page.getByLabel(t.name, { exact: true }).fill('张雲雀');
    await page.getByLabel(t.mobile, { exact: true }).fill('13812345678');
    // The two phone entries must match (spec §5): said beside the second one, nothing sent.
    await page.getByLabel(t.mobileConfirm, { exact: true }).fill('13812345679');
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/cname/${order.orderNo}`));
    await page.getByLabel(t.mobileConfirm, { exact: true }).fill('13812345678');
    await expectNoSeriousA11yViolations(page);
    for (const width of [WIDTHS.phone, 320]) {
      await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
      expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: t.continue, exact: true }).click();

    // The summary table: the 'before' cell says what changes ('Name: …') to a screen reader, the 'after' cell the new value.
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/cnameConfirm`));
    await expect(page.getByRole('cell', { name: t.before })).toContainText('张云雀');
    await expect(page.getByRole('cell', { name: /^张雲雀/ })).toContainText('张雲雀');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /138\*{4}5678/ })).toContainText(/138\*{4}5678/);

    // Once only: the passenger is no longer selectable, and says why.
    await page.goto(`/${l}/ancillary/cname/${order.orderNo}`);
    const again = passengers.first();
    await expect(again.getByRole('radio')).toBeDisabled();
    await expect(again).toContainText(t.limit);
  });
}
