import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Coupons beyond the member's own list (spec §2 /member/coupon, /member/couponCenter, /member/giftCenter; §3 Coupon;
// §4 claim states, gift package states; §9 the 15-day claim window; decision 66). member_coupon (members.ts) stays
// the coupon a member holds; these tables add where it may be used, where it came from, and what can be claimed.

/** Where a coupon applies (spec §3): each list empty means "any". Segments are 'CAN-PEK', flights '9C8801'. */
export type CouponScope = {
  products: ('TICKET' | 'ANCILLARY')[];
  segments: string[];
  flights: string[];
  channels: ('WEB' | 'APP' | 'MINI')[];
};

/** The scope of one held coupon (member_coupon.id); a coupon without a row applies everywhere. */
export const memberCouponScope = pgTable('member_coupon_scope', {
  couponId: text('coupon_id').primaryKey(),
  scope: jsonb('scope').$type<CouponScope>().notNull(),
});

/**
 * A coupon the airline gives out: in the coupon centre (`inCentre`, claimable for 15 days from `claimFrom` while
 * `claimed < stock`) or only inside gift packages. Each claim makes one member_coupon valid `validDays` from the
 * claim (or from `validFrom` when that is later). `withdrawn` is the airline taking it back (deprecated).
 */
export const couponOffer = pgTable('coupon_offer', {
  id: text('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  kind: text('kind', { enum: ['DISCOUNT', 'DEDUCTION', 'EVERY_MINUS', 'FULL_REDUCTION'] }).notNull(),
  value: integer('value').notNull(),
  thresholdFen: integer('threshold_fen').notNull(),
  stackable: boolean('stackable').notNull(),
  minDaysBeforeDeparture: integer('min_days_before_departure').notNull().default(0),
  scope: jsonb('scope').$type<CouponScope>().notNull(),
  validFrom: ts('valid_from'),
  validDays: integer('valid_days').notNull(),
  inCentre: boolean('in_centre').notNull(),
  claimFrom: ts('claim_from').notNull(),
  stock: integer('stock').notNull(),
  claimed: integer('claimed').notNull().default(0),
  withdrawn: boolean('withdrawn').notNull().default(false),
});

/** One member's claim of a centre offer: at most one per member (the unique index decides a race). */
export const couponClaim = pgTable(
  'coupon_claim',
  {
    offerId: text('offer_id').notNull(),
    memberId: text('member_id').notNull(),
    couponId: text('coupon_id').notNull(),
    claimedAt: ts('claimed_at').notNull(),
  },
  (t) => [uniqueIndex('coupon_claim_offer_member_idx').on(t.offerId, t.memberId)],
);

/** A gift package given to a member: opened within 15 days of `grantedAt` it grants one coupon per offer. */
export const giftPackage = pgTable(
  'gift_package',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    offerIds: jsonb('offer_ids').$type<string[]>().notNull(),
    grantedAt: ts('granted_at').notNull(),
    openedAt: ts('opened_at'),
  },
  (t) => [index('gift_package_member_idx').on(t.memberId)],
);

/**
 * The roulette's draws (zh-CN /campaignRoulette; decision 66): a member's n-th draw of an airline-local day. The
 * primary key holds the daily limit under parallel draws; `offerId` is the prize's coupon offer, null for none.
 */
export const rouletteDraw = pgTable(
  'roulette_draw',
  {
    memberId: text('member_id').notNull(),
    /** YYYY-MM-DD in Asia/Shanghai. */
    day: text('day').notNull(),
    n: integer('n').notNull(),
    prize: text('prize').notNull(),
    couponId: text('coupon_id'),
    drawnAt: ts('drawn_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.n] })],
);
