import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from '../../airline-api/test/pdf-text';
import { freshIp } from './pages/account';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { waitForHydration } from './pages/hydration';
import { HEIGHTS, WIDTHS, layoutProblems } from './pages/layout';
import { API, LOCALES, MOBILE, sandbox, type Locale } from './pages/orders';
import { expectNoHorizontalScroll } from './pages/results';
import { HOUR, ticketedOrder } from './pages/trips';
import { T } from './pages/flight-certificate-words';

// Irregular-flight and air-travel certificates (spec §2 /irregularFlightCertify, /irregularFlightValidate,
// /airTravelCertify, /airTravelValidate; §7 verify/flight; decision 70). Orders are booked and ticketed straight
// against airline-api; operations cancel a flight, or the passenger checks in and the clock passes the landing;
// then a visitor asks for the certificate on the page, downloads it, and checks it on the validate page.

const NAME = '王晓明';

async function segmentOf(request: APIRequestContext, orderNo: string) {
  const res = await request.post(`${API()}/order/api/order/visitor-query`, {
    data: { orderNo, passengerName: NAME, mobile: MOBILE },
  });
  const body = (await res.json()) as { data: { segments: { flightNo: string; flightDate: string }[] } };
  return body.data.segments[0]!;
}

/** The passenger checks in as a visitor with the ticket as proof (decision 21). */
async function checkIn(request: APIRequestContext, orderNo: string, ticketNo: string) {
  const scope = { orderNo, segmentIndex: 0, visitor: { ticketNo, name: NAME } };
  const call = async (path: string, data: object) =>
    (await (await request.post(`${API()}${path}`, { data })).json()) as { code: string; data?: unknown };
  const state = await call('/member/api/seat/select/b2c/selectSeatAndCheckInState', scope);
  const { passengers } = (state.data as { trip: { passengers: { passengerId: string }[] } }).trip;
  const done = await call('/member/api/seat/select/b2c/checkIn', {
    ...scope,
    passengers: passengers.map((p) => ({ passengerId: p.passengerId })),
    clauseAgreed: true,
  });
  expect(done.code, JSON.stringify(done)).toBe('0');
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page.getByTestId('fc-submit'));
}

async function fitsPhones(page: Page) {
  for (const width of [WIDTHS.phoneSmall, WIDTHS.phone]) {
    await page.setViewportSize({ width, height: HEIGHTS[width]! });
    await expectNoHorizontalScroll(page);
    expect(await layoutProblems(page)).toEqual([]);
  }
}

/** Certify on the page; answers the code shown. Then download the PDF and read it back. */
async function certify(page: Page, l: Locale, kind: keyof (typeof T)['zh-CN']['kinds'], ticketNo: string) {
  const t = T[l];
  await open(page, `/${l}/${t.kinds[kind].certifyPath}`, t.kinds[kind].certifyTitle);
  await page.getByLabel(t.name, { exact: true }).fill(NAME);
  await page.getByLabel(t.ticketNo, { exact: true }).fill(ticketNo);
  await page.getByRole('button', { name: t.certify }).click();
  const result = page.getByTestId('fc-result');
  await expect(result.getByRole('heading', { name: t.kinds[kind].certifyTitle })).toBeVisible();
  await expect(result.getByTestId('fc-passenger')).toHaveText(NAME);
  const code = (await result.getByTestId('fc-code').textContent())!;
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    result.getByRole('link', { name: t.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^certificate-(irregular|travel)-[A-Z0-9]{12}\.pdf$/);
  const text = (await pdfText(await readAll(await download.createReadStream()))).replace(/\s+/g, '');
  for (const words of [t.kinds[kind].certifyTitle.replace(/\s+/g, ''), NAME, code]) expect(text).toContain(words);
  await expectNoSeriousA11yViolations(page);
  await fitsPhones(page);
  return code;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

/** Check a code on the validate page: genuine, then a wrong one is the generic not-found, nothing typed lost. */
async function validate(
  page: Page,
  l: Locale,
  kind: keyof (typeof T)['zh-CN']['kinds'],
  code: string,
  ticketNo: string,
) {
  const t = T[l];
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: t.validateLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.kinds[kind].validateTitle })).toBeVisible();
  await waitForHydration(page.getByTestId('fc-submit'));
  await page.getByLabel(t.code, { exact: true }).fill(code.toLowerCase());
  await page.getByLabel(t.ticketNo, { exact: true }).fill(ticketNo);
  await page.getByRole('button', { name: t.validate, exact: true }).click();
  await expect(page.getByText(t.genuine)).toBeVisible();
  await expect(page.getByTestId('fc-code')).toHaveText(code);
  await expectNoSeriousA11yViolations(page);
  await fitsPhones(page);

  const wrong = `${code.startsWith('2') ? '3' : '2'}${code.slice(1)}`;
  await page.getByLabel(t.code, { exact: true }).fill(wrong);
  await page.getByRole('button', { name: t.validate, exact: true }).click();
  await expect(page.getByTestId('fc-failure')).toHaveText(t.notFound);
  await expect(page.getByTestId('fc-result')).toHaveCount(0);
  await expect(page.getByLabel(t.code, { exact: true })).toHaveValue(wrong);
  await page.getByLabel(t.code, { exact: true }).fill('ABC');
  await page.getByRole('button', { name: t.validate, exact: true }).click();
  await expect(page.getByText(t.codeFormat)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: a cancelled flight's certificate: issued, downloaded, the same on asking again, validated`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const order = await ticketedOrder(request, baseURL!, [NAME]);
    const ticketNo = order.ticketNos[0]!;
    const segment = await segmentOf(request, order.orderNo);
    await sandbox(request, '/sandbox/flight-status', {
      flightNo: segment.flightNo,
      date: segment.flightDate,
      status: 'CANCELLED',
    });
    const code = await certify(page, l, 'IRREGULAR_FLIGHT', ticketNo);
    await expect(page.getByTestId('fc-irregularity')).toHaveText(t.cancelled);
    await page.getByRole('button', { name: t.certify }).click();
    await expect(page.getByTestId('fc-code')).toHaveText(code);
    await validate(page, l, 'IRREGULAR_FLIGHT', code, ticketNo);
  });

  test(`${l}: a flight on time gets a clear refusal, everything typed kept`, async ({ page, request, baseURL }) => {
    const order = await ticketedOrder(request, baseURL!, [NAME]);
    await open(page, `/${l}/irregularFlightCertify`, t.kinds.IRREGULAR_FLIGHT.certifyTitle);
    await page.getByLabel(t.name, { exact: true }).fill(NAME);
    await page.getByLabel(t.ticketNo, { exact: true }).fill(order.ticketNos[0]!);
    await page.getByRole('button', { name: t.certify }).click();
    await expect(page.getByTestId('fc-failure')).toHaveText(t.onTime);
    await expect(page.getByLabel(t.ticketNo, { exact: true })).toHaveValue(order.ticketNos[0]!);
    await expectNoSeriousA11yViolations(page);
    await fitsPhones(page);
  });

  test(`${l}: a flown ticket's travel certificate: issued after landing, downloaded, validated`, async ({
    page,
    request,
    baseURL,
    sandboxClock,
  }) => {
    test.setTimeout(120_000);
    const order = await ticketedOrder(request, baseURL!, [NAME]);
    const ticketNo = order.ticketNos[0]!;
    await sandboxClock.setNow(order.departure - 2 * HOUR);
    await checkIn(request, order.orderNo, ticketNo);
    await sandboxClock.setNow(order.departure + 12 * HOUR);
    const code = await certify(page, l, 'AIR_TRAVEL', ticketNo);
    await validate(page, l, 'AIR_TRAVEL', code, ticketNo);
  });
}
