import { boolean, date, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// The airline's own products (spec §2 Special products; §3 Season-ticket product, Beneficiary; §4 product states and
// order types 6, 7, 9, 10; decision 67). An order of one is a booking_order of its type with no segment; what it
// bought is one product_unit per beneficiary.

/**
 * A product on sale: a season ticket (PACKAGE), an open ticket (OPEN), a presale (PRESALE) or a flash sale
 * (FLASH). `stock` units sell from `saleStart` to `saleEnd` (within the daily `saleHours` when set); `sold` is
 * taken by a conditional update, so a burst never sells more than the stock. Each unit is `times` flights
 * of the `routes` (empty: any domestic route) on dates from `exchangeFrom` to `exchangeTo`, booked before
 * `confirmBy`.
 */
export const specialProduct = pgTable('special_product', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['PACKAGE', 'OPEN', 'PRESALE', 'FLASH'] }).notNull(),
  category: text('category', { enum: ['package', 'open'] }).notNull(),
  type: text('type', { enum: ['times', 'route', 'holiday'] }).notNull(),
  orderType: smallint('order_type').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  summaryZh: text('summary_zh').notNull(),
  summaryEn: text('summary_en').notNull(),
  descriptionZh: text('description_zh').notNull(),
  descriptionEn: text('description_en').notNull(),
  priceFen: integer('price_fen').notNull(),
  depositFen: integer('deposit_fen'),
  times: smallint('times').notNull(),
  exchangeFrom: date('exchange_from').notNull(),
  exchangeTo: date('exchange_to').notNull(),
  confirmBy: ts('confirm_by').notNull(),
  saleStart: ts('sale_start').notNull(),
  saleEnd: ts('sale_end').notNull(),
  saleHoursFrom: text('sale_hours_from'),
  saleHoursTo: text('sale_hours_to'),
  stock: integer('stock').notNull(),
  sold: integer('sold').notNull().default(0),
  /** 'CAN-PEK' pairs, both directions listed; empty: any domestic route. */
  routes: jsonb('routes').$type<string[]>().notNull(),
  minBeneficiaries: smallint('min_beneficiaries').notNull(),
  maxBeneficiaries: smallint('max_beneficiaries').notNull(),
  minAge: smallint('min_age'),
  maxAge: smallint('max_age'),
  gender: text('gender', { enum: ['M', 'F'] }),
  perMemberLimit: smallint('per_member_limit').notNull(),
  fareFamily: text('fare_family', { enum: ['BASIC', 'STANDARD', 'FLEX'] }).notNull(),
  holdMinutes: smallint('hold_minutes').notNull(),
  balanceHours: smallint('balance_hours'),
  installments: boolean('installments').notNull().default(false),
});

/** What a unit keeps of its beneficiary: the address-book entry as it was when bought. */
export type UnitBeneficiary = {
  name: string;
  surname: string;
  givenName: string;
  gender: 'M' | 'F' | '';
  birthday: string;
  certificateType: string;
  certificateNumber: string;
  mobile: string;
};

/**
 * One beneficiary's card of a product order (spec §3: times exchanged, remaining times, bound user). `status` is
 * spec §4's product status: 1 awaiting payment, 2 usable, 3 used, 4 retired or refunded, 5 failed. `personKey`
 * (document type and number) finds a person who already holds the product.
 */
export const productUnit = pgTable(
  'product_unit',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    productId: text('product_id').notNull(),
    memberId: text('member_id').notNull(),
    seq: smallint('seq').notNull(),
    beneficiary: jsonb('beneficiary').$type<UnitBeneficiary>().notNull(),
    personKey: text('person_key').notNull(),
    times: smallint('times').notNull(),
    used: smallint('used').notNull().default(0),
    status: smallint('status').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('product_unit_order_idx').on(t.orderNo),
    index('product_unit_product_person_idx').on(t.productId, t.personKey),
    index('product_unit_member_idx').on(t.memberId, t.productId),
  ],
);

/**
 * A flight exchanged with a card (spec §2 /specialBook/booking): `orderNo` is the exchange's own order, a booking of
 * the product's order type (6 package, 7 free flight) whose parent is the product order, holding one normal 902
 * ticket of the card's beneficiary. `restored` is set once an involuntary refund of that ticket gave the flight back
 * to the card (spec §9: restores 1), so a second pass restores nothing.
 */
export const productExchange = pgTable(
  'product_exchange',
  {
    orderNo: text('order_no').primaryKey(),
    unitId: text('unit_id').notNull(),
    flightId: text('flight_id').notNull(),
    restored: boolean('restored').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('product_exchange_unit_idx').on(t.unitId)],
);
