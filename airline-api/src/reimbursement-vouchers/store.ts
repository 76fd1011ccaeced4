import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ResultCode,
  type UpstreamLanguage,
  type Voucher,
  type VoucherListData,
  type VoucherModifyBody,
  type VoucherRequestBody,
} from '@/lib/contract';
import { mailingBlock } from '@/lib/domain/add-on-rules';
import { ADDRESS_FIELDS, type AddressEntry } from '@/lib/domain/member-book-rules';
import {
  normalizeVoucherNo,
  voucherFeeFen,
  voucherFreeLeft,
  voucherNoIssue,
  voucherSelectionIssue,
  voucherTicketState,
} from '@/lib/domain/reimbursement-voucher-rules';
import {
  freeMailingsUsed,
  itineraryMailedWithOrders,
  mailingAddressOf,
  mailingBlockError,
  mailingTicket,
} from '../add-ons/extras';
import { asDb } from '../booking/lifecycle';
import { MAILING } from '../booking/products';
import type { Db } from '../db/client';
import { reimbursementVoucher } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { memberTickets, ordersOf, ticketView, vouchersOf, byDepartureDesc } from './tickets';

/**
 * A member's reimbursement vouchers (spec §2 zh-CN /reimbursementVoucher/*; decision 72). Every rule of the mailing is
 * decision 30's, read through add-ons/extras.ts: the ticket facts (mailingTicket), printed and locked
 * (mailingBlock, mailingBlockError), the address (mailingAddressOf) and the free itinerary entitlement
 * (freeMailingsUsed, shared both ways).
 */

const notFound = () => new ApiError(ResultCode.VOUCHER_NOT_FOUND);
const notEligible = () => new ApiError(ResultCode.VOUCHER_TICKET_NOT_ELIGIBLE);

/** The member's tickets with their voucher states, their vouchers, and the entitlement now. */
export async function listVouchers(
  s: Services,
  memberId: string,
  language: UpstreamLanguage,
): Promise<VoucherListData> {
  const [joins, rows] = await Promise.all([
    memberTickets(s.db, memberId),
    s.db.select().from(reimbursementVoucher).where(eq(reimbursementVoucher.memberId, memberId)),
  ]);
  const byTicket = new Map(rows.map((r) => [r.ticketNo, r]));
  const mailed = await itineraryMailedWithOrders(s.db, ordersOf(joins));
  const tickets = joins.flatMap((j) => {
    const voucher = byTicket.get(j.ticket.ticketNo);
    const state = voucherTicketState({
      ticket: mailingTicket(j.ticket),
      mailedWithOrder: mailed.has(j.order.orderNo),
      voucher: voucher?.status ?? null,
    });
    const view = state && ticketView(s, j, state, voucher?.voucherNo ?? null, language);
    return view ? [view] : [];
  });
  const used = await freeMailingsUsed(s.db, memberId, s.clock.now());
  return {
    tickets: tickets.sort(byDepartureDesc),
    vouchers: await vouchersOf(s, memberId, rows, language),
    freeLeft: voucherFreeLeft(used),
    feeFen: MAILING.priceFen,
  };
}

/** One voucher of the member's, by its number; another member's, or none, is VOUCHER_NOT_FOUND. */
export async function inquireVoucher(
  s: Services,
  memberId: string,
  rawNo: string,
  language: UpstreamLanguage,
): Promise<Voucher> {
  if (voucherNoIssue(rawNo)) throw notFound();
  const rows = await s.db
    .select()
    .from(reimbursementVoucher)
    .where(
      and(eq(reimbursementVoucher.voucherNo, normalizeVoucherNo(rawNo)), eq(reimbursementVoucher.memberId, memberId)),
    );
  const [voucher] = await vouchersOf(s, memberId, rows, language);
  if (!voucher) throw notFound();
  return voucher;
}

const sameAddress = (a: AddressEntry, b: AddressEntry) => ADDRESS_FIELDS.every((f) => a[f] === b[f]);

/** A voucher number no row holds yet: RV and twelve digits. */
async function newVoucherNo(db: Db): Promise<string> {
  for (;;) {
    const no = `RV${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const [taken] = await db
      .select({ t: reimbursementVoucher.ticketNo })
      .from(reimbursementVoucher)
      .where(eq(reimbursementVoucher.voucherNo, no))
      .limit(1);
    if (!taken) return no;
  }
}

/**
 * One voucher mailing of the chosen tickets to one address. Idempotent: the same tickets to the same address again
 * answer the voucher made the first time; a ticket with another voucher is VOUCHER_ALREADY_REQUESTED. The member's
 * requests run one at a time (a lock per member), so two at once cannot both take the free mailing.
 */
export async function requestVoucher(
  s: Services,
  memberId: string,
  body: VoucherRequestBody,
  language: UpstreamLanguage,
): Promise<Voucher> {
  const issue = voucherSelectionIssue(body.ticketNos);
  if (issue) throw new ApiError(ResultCode.VOUCHER_SELECTION_INVALID, issue, { issues: { ticketNos: issue } });
  const address = mailingAddressOf(body.address);
  const wanted = new Set(body.ticketNos);
  const voucherNo = await s.db.transaction(async (raw) => {
    const tx = asDb(raw);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`voucher:${memberId}`}))`);
    const held = await tx
      .select()
      .from(reimbursementVoucher)
      .where(inArray(reimbursementVoucher.ticketNo, body.ticketNos));
    if (held.length) {
      const first = held[0]!;
      const all = await tx
        .select()
        .from(reimbursementVoucher)
        .where(eq(reimbursementVoucher.voucherNo, first.voucherNo));
      const same =
        first.memberId === memberId &&
        all.length === wanted.size &&
        all.every((r) => wanted.has(r.ticketNo)) &&
        sameAddress(first.address as AddressEntry, address);
      if (same) return first.voucherNo;
      throw new ApiError(ResultCode.VOUCHER_ALREADY_REQUESTED, 'voucher', { ticketNos: held.map((r) => r.ticketNo) });
    }
    const joins = await memberTickets(tx, memberId, body.ticketNos);
    if (joins.length !== wanted.size) throw notEligible();
    const mailed = await itineraryMailedWithOrders(tx, ordersOf(joins));
    for (const j of joins) {
      const block = mailingBlock({ tickets: [mailingTicket(j.ticket)], printed: mailed.has(j.order.orderNo) });
      if (block === 'notUsable') throw notEligible();
      if (block) throw mailingBlockError(block);
    }
    const now = s.clock.now();
    const fee = voucherFeeFen(MAILING.priceFen, await freeMailingsUsed(tx, memberId, now));
    if (fee > 0) {
      const orderNos = ordersOf(joins).map((o) => o.orderNo);
      throw new ApiError(ResultCode.ADD_ON_FREE_MAILING_USED, 'voucher', { feeFen: fee, orderNos });
    }
    const no = await newVoucherNo(tx);
    const at = new Date(now);
    await tx.insert(reimbursementVoucher).values(
      joins.map((j) => ({
        ticketNo: j.ticket.ticketNo,
        voucherNo: no,
        memberId,
        orderNo: j.order.orderNo,
        psgIndex: j.ticket.psgIndex,
        segIndex: j.ticket.segIndex,
        address,
        status: 'REQUESTED' as const,
        feeFen: fee,
        requestedAt: at,
        updatedAt: at,
      })),
    );
    return no;
  });
  return inquireVoucher(s, memberId, voucherNo, language);
}

/** New mailing details of a requested voucher; once the post desk has sent it, VOUCHER_ALREADY_MAILED. */
export async function modifyVoucher(
  s: Services,
  memberId: string,
  body: VoucherModifyBody,
  language: UpstreamLanguage,
): Promise<Voucher> {
  if (voucherNoIssue(body.voucherNo)) throw notFound();
  const voucherNo = normalizeVoucherNo(body.voucherNo);
  const mine = and(eq(reimbursementVoucher.voucherNo, voucherNo), eq(reimbursementVoucher.memberId, memberId));
  const address = mailingAddressOf(body.address);
  // A conditional update: the desk sending it at the same moment leaves nothing to change.
  const changed = await s.db
    .update(reimbursementVoucher)
    .set({ address, updatedAt: new Date(s.clock.now()) })
    .where(and(mine, eq(reimbursementVoucher.status, 'REQUESTED')))
    .returning({ ticketNo: reimbursementVoucher.ticketNo });
  if (!changed.length) {
    const [any] = await s.db.select().from(reimbursementVoucher).where(mine).limit(1);
    throw any ? new ApiError(ResultCode.VOUCHER_ALREADY_MAILED) : notFound();
  }
  return inquireVoucher(s, memberId, voucherNo, language);
}
