import * as z from './zod';
import { CouponKindSchema } from './coupon';

/**
 * The member's coupons, the coupon centre and the gift centre (spec §2 /member/coupon, /member/couponCenter,
 * /member/giftCenter; §3 Coupon, blind-box record; §4 tabs, claim states, gift states; §7 blindBoxCheckUseList;
 * decision 66). Coupons are kept in yuan: amounts are fen (CNY) whatever the visitor's currency.
 * Their paths live here rather than in UpstreamPath so that this area's additions stay in one file.
 */
export const CouponPath = {
  /** POST (member token): the token's member's coupons under one tab. */
  myCoupons: '/member/api/coupon/b2c/my-coupons',
  /** POST (member token): the centre's offers with this member's claim state. */
  centre: '/member/api/coupon/b2c/centre',
  /** POST (member token): claim one offer. */
  claim: '/member/api/coupon/b2c/claim',
  /** POST (member token): the member's gift packages. */
  gifts: '/member/api/coupon/b2c/gift-packages',
  /** POST (member token): open one gift package. */
  openGift: '/member/api/coupon/b2c/gift-packages/open',
  /** GET (spec §7): data.data is a JSON string of the blind-box record. */
  blindBox: '/member/api/coupon/b2c/product/blindBoxCheckUseList',
  /** POST (member token): the roulette's prizes and the member's draws of today (zh-CN /campaignRoulette). */
  roulette: '/member/api/coupon/b2c/roulette',
  /** POST (member token): one draw, decided by airline-api. */
  rouletteDraw: '/member/api/coupon/b2c/roulette/draw',
} as const;

export const COUPON_TABS = ['INI', 'USED', 'EXPIRED'] as const;
export const CouponTabSchema = z.enum(COUPON_TABS);

export const CouponScopeSchema = z.object({
  products: z.array(z.enum(['TICKET', 'ANCILLARY'])),
  segments: z.array(z.string()),
  flights: z.array(z.string()),
  channels: z.array(z.enum(['WEB', 'APP', 'MINI'])),
});

/** The terms every coupon shows (spec §3): kind, value, threshold, stackable, departure limit, scope. */
const CouponTermsFields = {
  name: z.string(),
  kind: CouponKindSchema,
  /** DISCOUNT: percent off; the others: fen. */
  value: z.number().int().nonnegative(),
  thresholdFen: z.number().int().nonnegative(),
  stackable: z.boolean(),
  minDaysBeforeDeparture: z.number().int().nonnegative(),
  scope: CouponScopeSchema,
};

export const MyCouponsBodySchema = z.object({ tab: CouponTabSchema.default('INI') });
export type MyCouponsBody = z.input<typeof MyCouponsBodySchema>;

export const MyCouponSchema = z.object({
  couponId: z.string(),
  ...CouponTermsFields,
  validFrom: z.string().datetime(),
  validTo: z.string().datetime(),
  tab: CouponTabSchema,
  usedOrderNo: z.string().nullable(),
});
export type MyCoupon = z.infer<typeof MyCouponSchema>;

export const MyCouponsDataSchema = z.object({
  tab: CouponTabSchema,
  counts: z.object({ INI: z.number().int(), USED: z.number().int(), EXPIRED: z.number().int() }),
  coupons: z.array(MyCouponSchema),
  /** The member's certification has lapsed: coupons are held but cannot be used or claimed (spec §6). */
  realNameExpired: z.boolean(),
});
export type MyCouponsData = z.infer<typeof MyCouponsDataSchema>;

export const ClaimStateSchema = z.enum([
  'NOT_ON_SALE',
  'UNCLAIMED',
  'RUN_OUT',
  'DEPRECATED',
  'RECEIVED',
  'AVAILABLE',
  'USED',
]);

export const CouponOfferSchema = z.object({
  offerId: z.string(),
  ...CouponTermsFields,
  validDays: z.number().int().positive(),
  claimFrom: z.string().datetime(),
  /** When the 15-day window closes (exclusive). */
  claimTo: z.string().datetime(),
  remaining: z.number().int().nonnegative(),
  state: ClaimStateSchema,
});
export type CouponOffer = z.infer<typeof CouponOfferSchema>;

export const CouponCentreDataSchema = z.object({
  offers: z.array(CouponOfferSchema),
  realNameExpired: z.boolean(),
});
export type CouponCentreData = z.infer<typeof CouponCentreDataSchema>;

export const ClaimBodySchema = z.object({ offerId: z.string().min(1).max(64) });
export const ClaimDataSchema = z.object({ couponId: z.string(), validTo: z.string().datetime() });

export const GiftStateSchema = z.enum(['UNOPENED', 'OPENED', 'EXPIRED']);

export const GiftPackageSchema = z.object({
  packageId: z.string(),
  name: z.string(),
  state: GiftStateSchema,
  grantedAt: z.string().datetime(),
  /** The end of the 15-day window to open it (exclusive). */
  openBy: z.string().datetime(),
  coupons: z.array(z.object({ name: z.string(), kind: CouponKindSchema, value: z.number().int().nonnegative() })),
});
export type GiftPackage = z.infer<typeof GiftPackageSchema>;

export const GiftPackagesDataSchema = z.object({
  packages: z.array(GiftPackageSchema),
  /** The member's certification has lapsed: no package opens until it is renewed (spec §6). */
  realNameExpired: z.boolean(),
});
export type GiftPackagesData = z.infer<typeof GiftPackagesDataSchema>;

export const OpenGiftBodySchema = z.object({ packageId: z.string().min(1).max(64) });
export const OpenGiftDataSchema = z.object({ couponIds: z.array(z.string()) });

/** Spec §3 blind-box record, which §7 sends as a JSON string in data.data. */
export const BlindBoxRecordSchema = z.object({
  activityStartDate: z.string(),
  activityEndDate: z.string(),
  limitVos: z.array(
    z.object({
      couponLinesList: z.array(z.string()),
      couponEffectiveDate: z.string(),
      couponExpireDate: z.string(),
    }),
  ),
});
export type BlindBoxRecord = z.infer<typeof BlindBoxRecordSchema>;
export const BlindBoxDataSchema = z.object({ data: z.string() });

export const RoulettePrizeSchema = z.object({
  prizeId: z.string(),
  /** The coupon it grants, or null for "no prize this time". */
  name: z.string().nullable(),
  /** Chances out of `totalWeight`, published on the page. */
  weight: z.number().int().positive(),
});

export const RouletteDataSchema = z.object({
  prizes: z.array(RoulettePrizeSchema),
  totalWeight: z.number().int().positive(),
  dailyDraws: z.number().int().positive(),
  drawsLeft: z.number().int().nonnegative(),
  /** Today's draws, oldest first: the prize's name, or null for none. */
  today: z.array(z.object({ prizeId: z.string(), name: z.string().nullable(), drawnAt: z.string().datetime() })),
  /** The member's certification has lapsed: no draw until it is renewed (spec §6). */
  realNameExpired: z.boolean(),
});
export type RouletteData = z.infer<typeof RouletteDataSchema>;

export const RouletteDrawDataSchema = z.object({
  prizeId: z.string(),
  name: z.string().nullable(),
  couponId: z.string().nullable(),
  drawsLeft: z.number().int().nonnegative(),
});
export type RouletteDrawData = z.infer<typeof RouletteDrawDataSchema>;
