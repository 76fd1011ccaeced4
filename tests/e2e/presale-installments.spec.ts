import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { LOCALES, memberToken } from './pages/orders';
import { payProductOnGateway } from './pages/products';
import { PRESALE, PRESALE_WORDS, orderAndPayDeposit, twoBeneficiaries } from './pages/presale';

// Issue 32 §3 installments, decision 77 (spec §9 'the rest split into 11 periods; paying by SMS link within 30 days
// is interest-free'): with the deposit paid, the member asks for the installment link on the order's page, reads the
// SMS, opens the link, sees the 11 periods and the interest-free window in Beijing time, and pays the balance by
// installments on the gateway. The order is then paid and says so; the used link, and a link with a wrong code, say
// why they cannot be used and lead back to the order.

const T = {
  'zh-CN': {
    ...PRESALE_WORDS['zh-CN'],
    linkHeading: '分期支付尾款',
    send: '短信获取分期链接',
    sentTo: '138****8000',
    resendIn: /重新发送（\d+秒）/,
    pageTitle: '分期支付尾款',
    firstPeriod: '第1期',
    lastPeriod: '第11期',
    pay: '分期支付',
    paidBy: '分期支付：由支付机构分11期免息收取',
    cannotUse: '无法使用此分期链接',
    toOrder: '查看订单',
  },
  'en-US': {
    ...PRESALE_WORDS['en-US'],
    linkHeading: 'Pay the balance in installments',
    send: 'Send the link by SMS',
    sentTo: '139****9000',
    resendIn: /Send again \(\d+s\)/,
    pageTitle: 'Pay the balance in installments',
    firstPeriod: 'Period 1',
    lastPeriod: 'Period 11',
    pay: 'Pay by installments',
    paidBy: 'by installments: 11 interest-free periods with the payment provider',
    cannotUse: 'This installment link cannot be used',
    toOrder: 'Go to the order',
  },
} as const;

for (const locale of LOCALES) {
  const t = T[locale];
  test(`${locale}: a presale's balance paid in 11 interest-free installments through the SMS link`, async ({
    page,
    request,
    member,
  }) => {
    const token = await memberToken(request, t.who.phone, t.who.password);
    const people = await twoBeneficiaries(request, token);
    await member.login({ who: t.who, locale, request: page.request });
    await page.goto(`/${locale}/seasonTicket/presale/confirm?productId=${PRESALE}`);
    const { orderPage } = await orderAndPayDeposit(page, t, locale, people, false);

    // The order's page offers the link while the balance is due; it goes to the member's phone.
    const ask = page.getByTestId('installment-link');
    await expect(ask.getByRole('heading', { level: 3, name: t.linkHeading })).toBeVisible();
    await ask.getByRole('button', { name: t.send }).click();
    await expect(page.getByTestId('installment-link-note')).toContainText(t.sentTo);
    await expect(page.getByTestId('installment-link-note')).toContainText(t.beijing);
    await expect(ask.getByRole('button', { name: t.resendIn })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    const sms = (await member.outbox(t.who.phone)).find((m) => m.event === 'INSTALLMENT_LINK');
    expect(sms, 'the installment SMS').toBeTruthy();
    const link = new URL(sms!.text.slice(sms!.text.indexOf('http')));
    expect(link.pathname).toBe(`/${locale}/seasonTicket/presale/installments`);

    // The link's page: the 11 periods (the first carries the remainder), the window, and the payment.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: t.pageTitle })).toBeVisible();
    const periods = page.getByTestId('installments-periods').getByRole('listitem');
    await expect(periods).toHaveCount(11);
    await expect(periods.first()).toContainText(t.firstPeriod);
    await expect(periods.first()).toContainText('254.6');
    await expect(periods.last()).toContainText(t.lastPeriod);
    await expect(periods.last()).toContainText('254.54');
    await expect(page.getByTestId('installments-window')).toContainText(t.beijing);
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('button', { name: t.pay })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // A link with another code is refused and leads to the order.
    const wrong = new URL(link);
    wrong.searchParams.set('code', 'A'.repeat(43));
    await page.goto(`${wrong.pathname}${wrong.search}`);
    await expect(page.getByTestId('installments-refused')).toContainText(t.cannotUse);
    await expect(page.getByRole('link', { name: t.toOrder, exact: true })).toHaveAttribute(
      'href',
      new URL(orderPage).pathname,
    );

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: t.pay }).click();
    await payProductOnGateway(page, request, locale, t);
    await expect(page.getByTestId('presale-balance')).toContainText(t.paidBy);
    await expect(page.getByTestId('installment-link')).toHaveCount(0);

    // The used link now says the balance is not due, and leads to the order (not to pay it again).
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByTestId('installments-refused')).toContainText(t.cannotUse);
    await expect(page.getByRole('link', { name: t.toOrder, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the installment link page asks a visitor to log in first, and comes back to the link', async ({ page }) => {
  const path = `/en-US/seasonTicket/presale/installments?orderNo=YQ1&code=${'A'.repeat(43)}`;
  await page.goto(path);
  await expect(page).toHaveURL(/\/en-US\?login=1&next=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('next') ?? '')).toBe(path);
});
