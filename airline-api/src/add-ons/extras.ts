import { and, eq, gte, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import { OrderStatus, ProductStatus, ResultCode, TicketStatus, type FareFamily } from '@/lib/contract';
import {
  airlineYear,
  airlineYearStartMs,
  mailingBlock,
  mailingFeeFen,
  type MailingTicketFacts,
} from '@/lib/domain/add-on-rules';
import { validateAddressEntry, type AddressEntry } from '@/lib/domain/member-book-rules';
import type { OrderRow } from '../booking/lifecycle';
import { MAILING } from '../booking/products';
import type { TicketRow } from '../check-in/state';
import type { Db } from '../db/client';
import { bookingOrder, flightInventory, orderAncillary } from '../db/schema';
import { familyCapacity, simulatedSold } from '../domain/fares';
import type { FlightInstance } from '../domain/network';
import { ApiError } from '../errors';
import { regionPath } from '../regions/regions';
import { freeVoucherMailings, orderHasVoucher } from '../reimbursement-vouchers/printed';
import { ADD_ON_ORDER_TYPE } from '../seats/segment';

/**
 * The extra occupied seat and the mailed itinerary bought on an existing order (decision 28; spec §2
 * /ancillary/occupied, /ancillary/mailingbil; §3 mailing address, mailing fee; §5 Services, Mailing; §8; decision
 * 30): what the rules of lib/domain/add-on-rules read from the database.
 */

/** Add-on orders that hold what they sold: paid, or applied. */
const HOLDING = [OrderStatus.PAID, OrderStatus.TICKETED];

/** A ticket as the mailing reads it: an itinerary is printed for an issued ticket, usable or flown. */
export function mailingTicket(t: TicketRow): MailingTicketFacts {
  const issued = t.ticketStatus === TicketStatus.ISSUED;
  return {
    valid: issued && (t.productStatus === ProductStatus.USABLE || t.productStatus === ProductStatus.USED),
    locked: ([TicketStatus.CHANGING, TicketStatus.REFUNDING, TicketStatus.SUSPENDED] as number[]).includes(
      t.ticketStatus,
    ),
  };
}

/**
 * The MAILING items that also meet `where`, in add-on orders that hold them (paid or applied, the item not refunded
 * on its own), other than `except`.
 */
function heldMailings(db: Db, except: string | undefined, ...where: SQL[]) {
  return db
    .select({ orderNo: orderAncillary.orderNo, parentOrderNo: bookingOrder.parentOrderNo })
    .from(orderAncillary)
    .innerJoin(bookingOrder, eq(bookingOrder.orderNo, orderAncillary.orderNo))
    .where(
      and(
        ...where,
        eq(bookingOrder.orderType, ADD_ON_ORDER_TYPE),
        inArray(bookingOrder.status, HOLDING),
        eq(orderAncillary.kind, 'MAILING'),
        isNull(orderAncillary.refundNo),
        ...(except ? [ne(orderAncillary.orderNo, except)] : []),
      ),
    );
}

/**
 * Whether the order's itinerary is printed: mailed with the booking (`booking_order.mailing`), by an add-on order
 * that holds it (paid or applied, the item not refunded on its own) other than `except`, or as a reimbursement
 * voucher of one of its tickets (decision 72).
 */
export async function itineraryPrinted(db: Db, order: OrderRow, except?: string): Promise<boolean> {
  if (order.mailing) return true;
  const rows = await heldMailings(db, except, eq(bookingOrder.parentOrderNo, order.orderNo));
  return rows.length > 0 || (await orderHasVoucher(db, order.orderNo));
}

/**
 * The orders among these whose itinerary was mailed with the booking or by an add-on order holding it (decision 72:
 * a reimbursement voucher of a ticket of such an order is refused as printed).
 */
export async function itineraryMailedWithOrders(db: Db, orders: OrderRow[]): Promise<Set<string>> {
  const mailed = new Set(orders.filter((o) => o.mailing).map((o) => o.orderNo));
  const rest = orders.filter((o) => !o.mailing).map((o) => o.orderNo);
  if (rest.length === 0) return mailed;
  for (const row of await heldMailings(db, undefined, inArray(bookingOrder.parentOrderNo, rest)))
    if (row.parentOrderNo) mailed.add(row.parentOrderNo);
  return mailed;
}

/** The first instant of an airline year (Beijing time has no daylight saving: 00:00 is 16:00 UTC the day before). */
const yearRange = (nowMs: number) => {
  const year = airlineYear(nowMs);
  return { from: new Date(airlineYearStartMs(year)), to: new Date(airlineYearStartMs(year + 1)) };
};

/**
 * A member's free mailings this airline year: MAILING items priced 0 in add-on orders holding them, and reimbursement
 * voucher mailings made free (decision 72: one entitlement for both).
 */
export async function freeMailingsUsed(db: Db, memberId: string, nowMs: number, except?: string): Promise<number> {
  const { from, to } = yearRange(nowMs);
  const rows = await heldMailings(
    db,
    except,
    eq(bookingOrder.memberId, memberId),
    gte(bookingOrder.createdAt, from),
    lt(bookingOrder.createdAt, to),
    eq(orderAncillary.priceFen, 0),
  );
  return rows.length + (await freeVoucherMailings(db, memberId, from, to));
}

/** The mailing of an order now: why not (null: it can be mailed), and the fee due for `buyer` (a member, or null). */
export async function mailingState(
  db: Db,
  order: OrderRow,
  tickets: TicketRow[],
  buyer: string | null,
  nowMs: number,
  except?: string,
) {
  const printed = await itineraryPrinted(db, order, except);
  const block = mailingBlock({ tickets: tickets.map(mailingTicket), printed });
  const used = buyer ? await freeMailingsUsed(db, buyer, nowMs, except) : 0;
  return {
    block,
    used,
    feeFen: MAILING.priceFen,
    fen: mailingFeeFen(MAILING.priceFen, buyer !== null, used),
  };
}

/** Each mailing block's result code (spec §8 'mailing address is incorrect', §5 'printed or locked ticket'). */
export function mailingBlockError(block: string): ApiError {
  if (block === 'itineraryPrinted') return new ApiError(ResultCode.ADD_ON_ITINERARY_PRINTED, 'MAILING');
  if (block === 'ticketLocked') return new ApiError(ResultCode.ADD_ON_TICKET_LOCKED, 'MAILING');
  return new ApiError(ResultCode.ADD_ON_TICKET_NOT_USABLE, 'MAILING');
}

/**
 * The delivery address checked as the address book checks one (lib/domain/member-book-rules validateAddressEntry;
 * the codes a province, city and district of the regions), stored trimmed with the regions' own Chinese names.
 * Otherwise ADD_ON_MAILING_ADDRESS_INVALID with the issues by field.
 */
export function mailingAddressOf(raw: AddressEntry | undefined): AddressEntry {
  const invalid = (issues: Record<string, string>) =>
    new ApiError(ResultCode.ADD_ON_MAILING_ADDRESS_INVALID, 'mailing address', { issues });
  if (!raw) throw invalid({ recipient: 'required' });
  const a = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v.trim()])) as AddressEntry;
  if (!a.areaCode) a.areaCode = '86';
  const issues: Record<string, string> = { ...validateAddressEntry(a) };
  if (!Object.keys(issues).length) {
    const path = regionPath(a.provinceCode, a.cityCode, a.districtCode);
    if (!path) issues.districtCode = 'regionMismatch';
    else Object.assign(a, { province: path.province.nameZh, city: path.city.nameZh, district: path.district.nameZh });
  }
  if (Object.keys(issues).length) throw invalid(issues);
  return a;
}

/** Seats of the fare family left on the flight (an extra seat takes one when its order is applied). */
export async function seatsLeft(db: Db, flight: FlightInstance, fareFamily: FareFamily): Promise<number> {
  const [row] = await db
    .select({ capacity: flightInventory.capacity, sold: flightInventory.sold })
    .from(flightInventory)
    .where(and(eq(flightInventory.flightId, flight.flightId), eq(flightInventory.fareFamily, fareFamily)));
  if (row) return row.capacity - row.sold;
  const capacity = familyCapacity(flight.schedule.aircraft, fareFamily);
  return capacity - simulatedSold(flight.flightId, fareFamily, capacity);
}
