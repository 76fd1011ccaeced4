import { eq } from 'drizzle-orm';
import {
  ResultCode,
  TicketStatus,
  VoucherListDataSchema,
  VoucherPath,
  VoucherSchema,
  type VoucherListData,
} from '@/lib/contract';
import { codeOf, okData } from '../../test/account-api';
import { adult } from '../../test/booking-api';
import { app, demo, plain, post, serveCheckIn, ticketed, type Booked } from '../../test/check-in-scene';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import { freeMailingsUsed, itineraryPrinted } from '../add-ons/extras';
import { bookingOrder, orderTicket, reimbursementVoucher } from '../db/schema';

// Spec §2 zh-CN /reimbursementVoucher/*, §5 Mailing, §8 'mailing address is incorrect' and the free itinerary
// entitlement; decision 72 (decision 30's mailing rules reused).

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);
serveCheckIn();
// Each test starts with no voucher, so the member's free mailing of the year is theirs to use.
beforeEach(async () => {
  await app.airline.db.delete(reimbursementVoucher);
});

/** A valid delivery address: Guangzhou, Yuexiu district (the address book's regions). */
const ADDRESS = {
  recipient: '张云雀',
  areaCode: '86',
  phone: '13812345678',
  provinceCode: '440000',
  cityCode: '440100',
  districtCode: '440104',
  province: 'x',
  city: 'x',
  district: 'x',
  address: '环市东路 1 号',
  zip: '510000',
};

const list = async (token = demo): Promise<VoucherListData> =>
  okData(VoucherListDataSchema, await app.inject({ url: VoucherPath.list, headers: { 'x-member-token': token } }));
const requestCall = (ticketNos: string[], address = ADDRESS, token = demo) =>
  post(VoucherPath.request, { ticketNos, address }, token);
const request = async (ticketNos: string[], address = ADDRESS) =>
  okData(VoucherSchema, await requestCall(ticketNos, address));
const stateOf = async (ticketNo: string, token = demo) =>
  (await list(token)).tickets.find((t) => t.ticketNo === ticketNo)?.state ?? null;
const setTicketStatus = (b: Booked, status: number) =>
  app.airline.db.update(orderTicket).set({ ticketStatus: status }).where(eq(orderTicket.orderNo, b.orderNo));
const orderRow = async (b: Booked) =>
  (await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, b.orderNo)))[0]!;

describe('reimbursement vouchers: list and request (spec §2 /reimbursementVoucher/list, /editDetail)', () => {
  it("lists the member's issued tickets as available, with the free mailing of the year; not another member's", async () => {
    const b = await ticketed([adult(), adult({ name: '李云雀' })]);
    const data = await list();
    const mine = data.tickets.filter((t) => t.orderNo === b.orderNo);
    expect(mine.map((t) => t.state)).toEqual(['AVAILABLE', 'AVAILABLE']);
    expect(mine[0]).toMatchObject({ flightNo: b.flight.flightNo, depCity: '广州', departureTimeZone: 'Asia/Shanghai' });
    expect(data).toMatchObject({ freeLeft: 1, feeFen: 1500 });
    expect((await list(plain)).tickets.filter((t) => t.orderNo === b.orderNo)).toEqual([]);
  });

  it('requests one voucher for the chosen tickets, free, its address stored with the regions’ names; idempotent', async () => {
    const b = await ticketed([adult(), adult({ name: '李云雀' })]);
    const v = await request(b.ticketNos);
    expect(v).toMatchObject({ status: 'REQUESTED', feeFen: 0, trackingNo: null, modifiable: true });
    expect(v.voucherNo).toMatch(/^RV\d{12}$/);
    expect(v.address).toMatchObject({ province: '广东省', city: '广州市', district: '越秀区' });
    expect(v.tickets.map((t) => t.ticketNo).sort()).toEqual([...b.ticketNos].sort());
    // The same request again (a double click, a retry) answers the same voucher; two at once make one.
    expect((await request([...b.ticketNos].reverse())).voucherNo).toBe(v.voucherNo);
    const twins = await Promise.all([requestCall(b.ticketNos), requestCall(b.ticketNos)]);
    expect(twins.map((r) => okData(VoucherSchema, r).voucherNo)).toEqual([v.voucherNo, v.voucherNo]);
    expect(await app.airline.db.select().from(reimbursementVoucher)).toHaveLength(2);
    expect(await stateOf(b.ticketNos[0]!)).toBe('REQUESTED');
    // One voucher per ticket: another request for one of them is refused.
    expect(codeOf(await requestCall([b.ticketNos[0]!], { ...ADDRESS, address: '另一个地址 2 号' }))).toBe(
      ResultCode.VOUCHER_ALREADY_REQUESTED,
    );
  });

  it('refuses 0 and 11 tickets and a malformed number, and a wrong address with its issues by field', async () => {
    expect(codeOf(await requestCall([]))).toBe(ResultCode.VOUCHER_SELECTION_INVALID);
    const eleven = Array.from({ length: 11 }, (_, i) => `902${String(i).padStart(10, '0')}`);
    const many = await requestCall(eleven);
    expect(codeOf(many)).toBe(ResultCode.VOUCHER_SELECTION_INVALID);
    expect(many.json().data.issues).toEqual({ ticketNos: 'tooMany' });
    expect(codeOf(await requestCall(['7810000000000']))).toBe(ResultCode.VOUCHER_SELECTION_INVALID);
    const b = await ticketed();
    const bad = await requestCall(b.ticketNos, { ...ADDRESS, zip: '5100', districtCode: '110101' });
    expect(codeOf(bad)).toBe(ResultCode.ADD_ON_MAILING_ADDRESS_INVALID);
    expect(bad.json().data.issues).toMatchObject({ zip: 'zipInvalid', districtCode: 'regionMismatch' });
    expect(await stateOf(b.ticketNos[0]!)).toBe('AVAILABLE');
  });

  it("another member's ticket, a refunded one and a ticket nobody holds are not eligible", async () => {
    const b = await ticketed();
    expect(codeOf(await requestCall(b.ticketNos, ADDRESS, plain))).toBe(ResultCode.VOUCHER_TICKET_NOT_ELIGIBLE);
    expect(codeOf(await requestCall(['9020000000000']))).toBe(ResultCode.VOUCHER_TICKET_NOT_ELIGIBLE);
    await setTicketStatus(b, TicketStatus.REFUNDED);
    expect(await stateOf(b.ticketNos[0]!)).toBeNull();
    expect(codeOf(await requestCall(b.ticketNos))).toBe(ResultCode.VOUCHER_TICKET_NOT_ELIGIBLE);
  });
});

describe("decision 30's mailing rules, shared both ways", () => {
  it('a locked ticket cannot be mailed until it settles (spec §5)', async () => {
    const b = await ticketed();
    await setTicketStatus(b, TicketStatus.REFUNDING);
    expect(await stateOf(b.ticketNos[0]!)).toBe('LOCKED');
    expect(codeOf(await requestCall(b.ticketNos))).toBe(ResultCode.ADD_ON_TICKET_LOCKED);
    await setTicketStatus(b, TicketStatus.ISSUED);
    expect(await stateOf(b.ticketNos[0]!)).toBe('AVAILABLE');
  });

  it('an order whose itinerary was mailed with the booking is printed; a voucher prints the order for the add-on', async () => {
    const mailed = await ticketed();
    await app.airline.db.update(bookingOrder).set({ mailing: ADDRESS }).where(eq(bookingOrder.orderNo, mailed.orderNo));
    expect(await stateOf(mailed.ticketNos[0]!)).toBe('PRINTED');
    expect(codeOf(await requestCall(mailed.ticketNos))).toBe(ResultCode.ADD_ON_ITINERARY_PRINTED);
    const b = await ticketed();
    expect(await itineraryPrinted(app.airline.db, await orderRow(b))).toBe(false);
    await request(b.ticketNos);
    expect(await itineraryPrinted(app.airline.db, await orderRow(b))).toBe(true);
  });

  it('the free mailing of the year is used by the first request; the next is refused with the fee to pay', async () => {
    const first = await ticketed();
    const second = await ticketed();
    const memberId = (await orderRow(first)).memberId!;
    expect(await freeMailingsUsed(app.airline.db, memberId, app.airline.clock.now())).toBe(0);
    await request(first.ticketNos);
    expect(await freeMailingsUsed(app.airline.db, memberId, app.airline.clock.now())).toBe(1);
    expect((await list()).freeLeft).toBe(0);
    const refused = await requestCall(second.ticketNos);
    expect(codeOf(refused)).toBe(ResultCode.ADD_ON_FREE_MAILING_USED);
    expect(refused.json().data).toEqual({ feeFen: 1500, orderNos: [second.orderNo] });
  });
});

describe('modify and inquire (spec §2 /reimbursementVoucher/modify, /inquire)', () => {
  it('changes the mailing details until the post desk sends it; then refuses; the status shows the tracking number', async () => {
    const b = await ticketed();
    const v = await request(b.ticketNos);
    const changed = okData(
      VoucherSchema,
      await post(VoucherPath.modify, {
        voucherNo: v.voucherNo.toLowerCase(),
        address: { ...ADDRESS, recipient: '王五' },
      }),
    );
    expect(changed.address.recipient).toBe('王五');
    const wrong = await post(VoucherPath.modify, { voucherNo: v.voucherNo, address: { ...ADDRESS, phone: '123' } });
    expect(codeOf(wrong)).toBe(ResultCode.ADD_ON_MAILING_ADDRESS_INVALID);
    const sent = await app.inject({
      method: 'POST',
      url: VoucherPath.sandboxPost,
      payload: { voucherNo: v.voucherNo },
    });
    expect(sent.statusCode).toBe(200);
    const late = await post(VoucherPath.modify, { voucherNo: v.voucherNo, address: ADDRESS });
    expect(codeOf(late)).toBe(ResultCode.VOUCHER_ALREADY_MAILED);
    const now = okData(VoucherSchema, await post(VoucherPath.inquire, { voucherNo: v.voucherNo }));
    expect(now).toMatchObject({ status: 'MAILED', modifiable: false, address: { recipient: '王五' } });
    expect(now.trackingNo).toMatch(/^SF\d{12}$/);
    expect(await stateOf(b.ticketNos[0]!)).toBe('MAILED');
  });

  it('another member gets not-found for the voucher, to read or to change; no token is not logged in', async () => {
    const b = await ticketed();
    const v = await request(b.ticketNos);
    expect(codeOf(await post(VoucherPath.inquire, { voucherNo: v.voucherNo }, plain))).toBe(
      ResultCode.VOUCHER_NOT_FOUND,
    );
    expect(codeOf(await post(VoucherPath.modify, { voucherNo: v.voucherNo, address: ADDRESS }, plain))).toBe(
      ResultCode.VOUCHER_NOT_FOUND,
    );
    expect((await list(plain)).vouchers).toEqual([]);
    expect(codeOf(await post(VoucherPath.inquire, { voucherNo: 'RV000000000000' }))).toBe(ResultCode.VOUCHER_NOT_FOUND);
    expect(codeOf(await post(VoucherPath.inquire, { voucherNo: v.voucherNo }, null))).toBe(ResultCode.NOT_LOGGED_IN);
  });
});
