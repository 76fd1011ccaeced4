import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { couponOffer, giftPackage, member, type CouponScope } from '../schema';
import { DEMO_PHONE } from './members';

const DAY_MS = 86_400_000;
const ANY: CouponScope = { products: [], segments: [], flights: [], channels: [] };

type OfferRow = typeof couponOffer.$inferInsert;

/** The coupon centre's and gift packages' offers, relative to the first start (decision 66). */
export function couponOffers(nowMs: number): OfferRow[] {
  const at = (days: number) => new Date(nowMs + days * DAY_MS);
  const base = { stackable: true, thresholdFen: 0, validDays: 30, inCentre: true, claimFrom: at(-1), stock: 500 };
  return [
    {
      ...base,
      id: 'OF-WEB-30',
      nameZh: '官网立减30元',
      nameEn: 'CNY 30 off on the website',
      kind: 'DEDUCTION',
      value: 3_000,
      scope: { ...ANY, products: ['TICKET'], channels: ['WEB'] },
    },
    {
      ...base,
      id: 'OF-WEB-20',
      nameZh: '官网立减20元',
      nameEn: 'CNY 20 off on the website',
      kind: 'DEDUCTION',
      value: 2_000,
      scope: { ...ANY, products: ['TICKET'], channels: ['WEB'] },
    },
    {
      ...base,
      id: 'OF-EVERY-300',
      nameZh: '每满300减15',
      nameEn: 'CNY 15 off every CNY 300',
      kind: 'EVERY_MINUS',
      value: 1_500,
      thresholdFen: 30_000,
      stackable: false,
      scope: { ...ANY, segments: ['CAN-PEK', 'PEK-CAN'] },
    },
    {
      ...base,
      id: 'OF-APP-95',
      nameZh: 'App专享95折（起飞7天前）',
      nameEn: '5% off in the app (7+ days before departure)',
      kind: 'DISCOUNT',
      value: 5,
      minDaysBeforeDeparture: 7,
      scope: { ...ANY, channels: ['APP', 'MINI'], flights: ['YQ1001', 'YQ1002'] },
    },
    {
      ...base,
      id: 'OF-SOON',
      nameZh: '周末特惠满800减80',
      nameEn: 'Weekend: CNY 80 off CNY 800',
      kind: 'FULL_REDUCTION',
      value: 8_000,
      thresholdFen: 80_000,
      claimFrom: at(3),
    },
    {
      ...base,
      id: 'OF-GONE',
      nameZh: '限量立减50元',
      nameEn: 'Limited: CNY 50 off',
      kind: 'DEDUCTION',
      value: 5_000,
      stock: 5,
      claimed: 5,
      scope: ANY,
    },
    {
      ...base,
      id: 'OF-OLD',
      nameZh: '早鸟立减10元',
      nameEn: 'Early bird: CNY 10 off',
      kind: 'DEDUCTION',
      value: 1_000,
      claimFrom: at(-20),
      scope: ANY,
    },
    {
      ...base,
      id: 'OF-ROULETTE-10',
      nameZh: '转盘立减10元',
      nameEn: 'Roulette: CNY 10 off',
      kind: 'DEDUCTION',
      value: 1_000,
      inCentre: false,
      scope: ANY,
    },
    {
      ...base,
      id: 'OF-ROULETTE-50',
      nameZh: '转盘立减50元',
      nameEn: 'Roulette: CNY 50 off',
      kind: 'DEDUCTION',
      value: 5_000,
      inCentre: false,
      scope: ANY,
    },
    {
      ...base,
      id: 'OF-GIFT-40',
      nameZh: '礼包立减40元',
      nameEn: 'Gift: CNY 40 off',
      kind: 'DEDUCTION',
      value: 4_000,
      inCentre: false,
      scope: { ...ANY, products: ['TICKET'] },
    },
    {
      ...base,
      id: 'OF-GIFT-88',
      nameZh: '礼包88折',
      nameEn: 'Gift: 12% off',
      kind: 'DISCOUNT',
      value: 12,
      stackable: false,
      inCentre: false,
      scope: ANY,
    },
  ].map((o) => ({ scope: ANY, ...o }) as OfferRow);
}

/** SEEDED TEST DATA: the offers, and the demo member's gift packages (unopened, opened, expired). Added once. */
export async function seedCoupons(db: Db, nowMs: number): Promise<void> {
  await db.insert(couponOffer).values(couponOffers(nowMs)).onConflictDoNothing();
  const [demo] = await db.select({ id: member.id }).from(member).where(eq(member.cellphone, DEMO_PHONE));
  if (!demo) return;
  const at = (days: number) => new Date(nowMs + days * DAY_MS);
  const gift = { memberId: demo.id, offerIds: ['OF-GIFT-40', 'OF-GIFT-88'] };
  await db
    .insert(giftPackage)
    .values([
      { ...gift, id: 'GP-DEMO-NEW', nameZh: '新会员礼包', nameEn: 'Welcome package', grantedAt: at(-2) },
      {
        ...gift,
        id: 'GP-DEMO-OPENED',
        nameZh: '生日礼包',
        nameEn: 'Birthday package',
        grantedAt: at(-9),
        openedAt: at(-8),
        offerIds: [],
      },
      { ...gift, id: 'GP-DEMO-OLD', nameZh: '春季礼包', nameEn: 'Spring package', grantedAt: at(-16) },
    ])
    .onConflictDoNothing();
}
