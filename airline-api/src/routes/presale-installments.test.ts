import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  InstallmentLinkDataSchema,
  InstallmentPayDataSchema,
  InstallmentViewDataSchema,
  OrderStatus,
  OutboxDataSchema,
  PresaleInstallmentPath,
  ProductOrderDataSchema,
  PurchaseDataSchema,
  ResultCode,
  SpecialProductPath,
  UpstreamPath,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../db/seed/members';
import { payment, specialProduct } from '../db/schema';
import { interestFreeUntilMs } from '../special-products/installments';
import { DEMO, MINUTE, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { payOnGateway, runJobs } from '../../test/booking-api';
import { addBeneficiary, buyProduct } from '../../test/product-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';

// Issue 32 §3 installments (spec §9 'the rest split into 11 periods; paying by SMS link within 30 days is
// interest-free'; decision 77). PRESALE-SUMMER: deposit 199, balance 1,400 a person, at least 2, within 72 h.
jest.setTimeout(DB_TEST_TIMEOUT_MS);

const PRODUCT = 'PRESALE-SUMMER';
const DAY = 24 * 60 * MINUTE;
const CALLBACK = 'http://localhost:3000/zh-CN/result';
let app: FastifyInstance;
let demo: string;
let plain: string;
beforeAll(async () => {
  app = await testServer({ workerIntervalMs: 0 });
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(async () => {
  setOffset(app, 0);
  await app.airline.db.update(specialProduct).set({ balanceHours: 72 }).where(eq(specialProduct.id, PRODUCT));
});

const post = (path: string, body: Record<string, unknown>, token = demo) => caller(app).post(path, body, token);
const order = async (orderNo: string, token = demo) =>
  okData(ProductOrderDataSchema, await post(SpecialProductPath.order, { orderNo }, token));

/** A presale order of two new beneficiaries with its deposit paid: the balance (2 × 1,400 yuan) is due. */
async function balanceDue(token = demo) {
  const ids = [
    await addBeneficiary(app, token, { surname: 'YU' }),
    await addBeneficiary(app, token, { surname: 'YU' }),
  ];
  const { orderNo } = okData(PurchaseDataSchema, await buyProduct(app, token, PRODUCT, ids));
  await payOnGateway(app, orderNo, 39_800);
  expect((await order(orderNo, token)).orderStatus).toBe(OrderStatus.DEPOSIT_PAID);
  return orderNo;
}

/** The code of the latest installment link sent to demo's phone, read from the SMS as the traveller would. */
async function linkCode(orderNo: string, phone = DEMO.cellphone) {
  const res = await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${phone}&limit=1` });
  const sms = okData(OutboxDataSchema, res).messages[0]!;
  expect(sms.event).toBe('INSTALLMENT_LINK');
  const url = new URL(sms.text.slice(sms.text.indexOf('http')));
  expect(url.pathname).toBe('/zh-CN/seasonTicket/presale/installments');
  expect(url.searchParams.get('orderNo')).toBe(orderNo);
  return { code: url.searchParams.get('code')!, text: sms.text };
}

const sendLink = async (orderNo: string, token = demo) => post(PresaleInstallmentPath.link, { orderNo }, token);

describe('the interest-free window (decision 77)', () => {
  it('is 30 days from the first link, and never past the balance deadline', () => {
    const t0 = Date.UTC(2026, 11, 1);
    expect(interestFreeUntilMs(t0, t0 + 40 * DAY)).toBe(t0 + 30 * DAY);
    expect(interestFreeUntilMs(t0, t0 + 30 * DAY - 1)).toBe(t0 + 30 * DAY - 1);
    expect(interestFreeUntilMs(t0, t0 + 3 * DAY)).toBe(t0 + 3 * DAY);
  });
});

describe("a presale's balance by installments (issue 32 §3)", () => {
  it('is offered only on the member own order, once the deposit is paid', async () => {
    const ids = [
      await addBeneficiary(app, demo, { surname: 'YU' }),
      await addBeneficiary(app, demo, { surname: 'YU' }),
    ];
    const { orderNo } = okData(PurchaseDataSchema, await buyProduct(app, demo, PRODUCT, ids));
    expect(codeOf(await sendLink(orderNo))).toBe(ResultCode.INSTALLMENTS_NOT_OFFERED);
    await payOnGateway(app, orderNo, 39_800);
    expect(codeOf(await sendLink(orderNo, plain))).toBe(ResultCode.ORDER_NOT_FOUND);
    const pkg = [await addBeneficiary(app, demo)];
    const other = okData(PurchaseDataSchema, await buyProduct(app, demo, 'PKG-TIMES-6', pkg)).orderNo;
    expect(codeOf(await sendLink(other))).toBe(ResultCode.INSTALLMENTS_NOT_OFFERED);
  });

  it('sends the link by SMS, a new one a minute later replaces it, and the balance is paid through it', async () => {
    const orderNo = await balanceDue();
    const sent = okData(InstallmentLinkDataSchema, await sendLink(orderNo));
    expect(sent.sentTo).toBe('138****8000');
    const deadline = (await order(orderNo)).paymentDeadline;
    // PRESALE-SUMMER's balance is due within 72 h, so the window ends with it.
    expect(sent.interestFreeUntil).toBe(deadline);
    const first = await linkCode(orderNo);
    expect(first.text).toContain('￥2,800.00');
    expect(first.text).toContain('11期');

    expect(codeOf(await sendLink(orderNo))).toBe(ResultCode.SEND_TOO_FREQUENT);
    setOffset(app, MINUTE - 1);
    expect(codeOf(await sendLink(orderNo))).toBe(ResultCode.SEND_TOO_FREQUENT);
    setOffset(app, MINUTE);
    const again = okData(InstallmentLinkDataSchema, await sendLink(orderNo));
    expect(again.interestFreeUntil).toBe(sent.interestFreeUntil);
    const second = await linkCode(orderNo);
    expect(second.code).not.toBe(first.code);

    const view = (code: string, token = demo) => post(PresaleInstallmentPath.view, { orderNo, code }, token);
    expect(codeOf(await view(first.code))).toBe(ResultCode.INSTALLMENT_LINK_INVALID);
    expect(codeOf(await view(second.code, plain))).toBe(ResultCode.ORDER_NOT_FOUND);
    const offer = okData(InstallmentViewDataSchema, await view(second.code));
    expect(offer).toMatchObject({ balanceFen: 280_000, interestFreeUntil: deadline, balanceDeadline: deadline });
    expect(offer.amountsFen).toEqual([25_460, ...Array(10).fill(25_454)]);
    expect(offer.amountsFen.reduce((a, b) => a + b, 0)).toBe(280_000);

    const applied = okData(
      InstallmentPayDataSchema,
      await post(PresaleInstallmentPath.pay, { orderNo, code: second.code, webCallbackUrl: CALLBACK }),
    );
    const [row] = await app.airline.db.select().from(payment).where(eq(payment.id, applied.paymentId));
    expect(row).toMatchObject({ amount: 280_000, channel: 'GATEWAY' });
    expect(row!.billing).toMatchObject({ installments: { periods: 11, interestFree: true } });
    const gateway = new URL(applied.url);
    const back = await app.inject({
      method: 'POST',
      url: gateway.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay&lang=zh',
    });
    expect(back.statusCode).toBe(303);
    await runJobs(app);
    const paid = await order(orderNo);
    expect(paid.orderStatus).toBe(OrderStatus.TICKETED);
    expect(paid.presale!.installments).toMatchObject({ paidByInstallments: true, interestFreeUntil: deadline });
    // Paid: the link offers nothing more.
    expect(codeOf(await view(second.code))).toBe(ResultCode.INSTALLMENTS_NOT_OFFERED);
    expect(codeOf(await sendLink(orderNo))).toBe(ResultCode.INSTALLMENTS_NOT_OFFERED);
  });

  it('closes 30 days after the first link when the balance is due later; the balance is still payable in full', async () => {
    await app.airline.db
      .update(specialProduct)
      .set({ balanceHours: 40 * 24 })
      .where(eq(specialProduct.id, PRODUCT));
    // Another member: one member may hold only so many of the product.
    const orderNo = await balanceDue(plain);
    // A member without a name on the account is shown by the phone, masked.
    expect((await order(orderNo, plain)).boundMember).toBe('139****9000');
    const sent = okData(InstallmentLinkDataSchema, await sendLink(orderNo, plain));
    const until = Date.parse(sent.interestFreeUntil);
    expect(until - Date.parse(sent.sentAt)).toBe(30 * DAY);
    const { code } = await linkCode(orderNo, PLAIN_PHONE);
    // A login lasts a day of the sandbox clock: log in again at each new now.
    const at = async (ms: number) => {
      const clock = app.airline.clock;
      setOffset(app, ms - (clock.now() - clock.offsetMs()));
      plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
    };
    await at(until - 1_000);
    expect(
      okData(InstallmentViewDataSchema, await post(PresaleInstallmentPath.view, { orderNo, code }, plain)).orderNo,
    ).toBe(orderNo);
    await at(until + 1_000);
    expect(codeOf(await post(PresaleInstallmentPath.view, { orderNo, code }, plain))).toBe(
      ResultCode.INSTALLMENT_WINDOW_CLOSED,
    );
    expect(codeOf(await post(PresaleInstallmentPath.pay, { orderNo, code, webCallbackUrl: CALLBACK }, plain))).toBe(
      ResultCode.INSTALLMENT_WINDOW_CLOSED,
    );
    // A new link does not open a new window.
    expect(codeOf(await sendLink(orderNo, plain))).toBe(ResultCode.INSTALLMENT_WINDOW_CLOSED);
    await payOnGateway(app, orderNo, 280_000);
    await runJobs(app);
    const paid = await order(orderNo, plain);
    expect(paid.orderStatus).toBe(OrderStatus.TICKETED);
    expect(paid.presale!.installments!.paidByInstallments).toBe(false);
    setOffset(app, 0);
    plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
  });
});
