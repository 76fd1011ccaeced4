import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { mainlandIdCheckChar } from '@/lib/domain/certificate-rules';
import { INSURANCE_MAX_PAYOUT_YUAN } from '@/lib/domain/fee-rules';
import type { Db } from '../client';
import { cmsContent, member, memberCoupon, savedPassenger } from '../schema';
import { DEMO_PHONE } from './members';

const DAY_MS = 86_400_000;
const idNumber = (area: string, birthday: string, seq: string) => {
  const first = `${area}${birthday.replaceAll('-', '')}${seq}`;
  return first + mainlandIdCheckChar(first);
};

const yuan = (n: number) => n.toLocaleString('en-US');

/** Policy texts of the insurance products (CMS category INSURANCE_POLICY; id `<policyId>.<language>`). */
function policies(nowMs: number) {
  const at = new Date(nowMs - 30 * DAY_MS);
  const p = INSURANCE_MAX_PAYOUT_YUAN;
  const items = [
    [
      'ins-accident',
      '航空意外险条款',
      'Flight accident insurance policy',
      `被保险人以乘客身份乘坐民航班机期间遭受意外伤害导致身故或伤残的，按条款给付保险金，最高赔付${yuan(p.accident)}元。`,
      `Pays for death or disability from an accident while on board as a passenger, up to CNY ${yuan(p.accident)}.`,
    ],
    [
      'ins-comprehensive',
      '综合出行险条款',
      'Comprehensive travel insurance policy',
      `保障旅行期间意外身故、伤残及意外医疗费用，最高赔付${yuan(p.comprehensive)}元。`,
      `Covers accidental death, disability and medical costs during the trip, up to CNY ${yuan(p.comprehensive)}.`,
    ],
    [
      'ins-delay',
      '航班延误险条款',
      'Flight delay insurance policy',
      `航班延误3小时及以上或取消的，每位被保险人赔付${p.delay}元。`,
      `Pays CNY ${p.delay} per insured passenger when the flight is delayed 3 hours or more, or cancelled.`,
    ],
    [
      'ins-baggage',
      '行李延误险条款',
      'Baggage delay insurance policy',
      `托运行李延误6小时及以上送达的，每位被保险人赔付${p.baggageDelay}元。`,
      `Pays CNY ${p.baggageDelay} per insured passenger when checked baggage arrives 6 hours late or more.`,
    ],
  ] as const;
  return items.flatMap(([id, zhTitle, enTitle, zh, en]) => [
    {
      id: `${id}.zh_CN`,
      categoryTypeCode: 'INSURANCE_POLICY',
      language: 'zh_CN' as const,
      title: zhTitle,
      summary: null,
      content: zh,
      imageUrl: null,
      linkUrl: null,
      publishTime: at,
    },
    {
      id: `${id}.en_US`,
      categoryTypeCode: 'INSURANCE_POLICY',
      language: 'en_US' as const,
      title: enTitle,
      summary: null,
      content: en,
      imageUrl: null,
      linkUrl: null,
      publishTime: at,
    },
  ]);
}

/**
 * SEEDED TEST DATA (README "Seed accounts"): the insurance policies, and the demo member's 3 coupons and 2
 * saved passengers. Each part is added once; an existing database gets what it lacks.
 */
export async function seedBooking(db: Db, nowMs: number): Promise<void> {
  await db.insert(cmsContent).values(policies(nowMs)).onConflictDoNothing();
  const [demo] = await db.select({ id: member.id }).from(member).where(eq(member.cellphone, DEMO_PHONE));
  if (!demo) return;
  const [coupons] = await db.select({ n: count() }).from(memberCoupon).where(eq(memberCoupon.memberId, demo.id));
  if ((coupons?.n ?? 0) > 0) return;
  const validFrom = new Date(nowMs - DAY_MS);
  const validTo = new Date(nowMs + 90 * DAY_MS);
  const base = { memberId: demo.id, validFrom, validTo, status: 'INI' as const };
  await db.insert(memberCoupon).values([
    {
      ...base,
      id: 'CP-DEMO-0001',
      nameZh: '满500减50',
      nameEn: 'CNY 50 off CNY 500',
      kind: 'FULL_REDUCTION',
      value: 5_000,
      thresholdFen: 50_000,
      stackable: true,
    },
    {
      ...base,
      id: 'CP-DEMO-0002',
      nameZh: '机票9折券（不可叠加）',
      nameEn: '10% off fares (not combinable)',
      kind: 'DISCOUNT',
      value: 10,
      thresholdFen: 0,
      stackable: false,
    },
    {
      ...base,
      id: 'CP-DEMO-0003',
      nameZh: '立减20元（起飞3天前）',
      nameEn: 'CNY 20 off (3+ days before departure)',
      kind: 'DEDUCTION',
      value: 2_000,
      thresholdFen: 0,
      stackable: true,
      minDaysBeforeDeparture: 3,
    },
  ]);
  const adult = {
    type: 'ADT',
    name: '张云雀',
    surname: 'ZHANG',
    givenName: 'YUNQUE',
    gender: 'F',
    birthday: '1990-03-07',
    nationality: 'CN',
    certificateType: 'NI',
    certificateNumber: idNumber('110101', '1990-03-07', '852'),
    areaCode: '86',
    mobile: DEMO_PHONE,
  };
  const child = {
    type: 'CHD',
    name: '张小雀',
    surname: 'ZHANG',
    givenName: 'XIAOQUE',
    gender: 'M',
    birthday: '2019-06-18',
    nationality: 'CN',
    certificateType: 'NI',
    certificateNumber: idNumber('110101', '2019-06-18', '853'),
  };
  await db.insert(savedPassenger).values(
    [adult, child].map((data) => ({
      id: randomUUID(),
      memberId: demo.id,
      data,
      certificateType: data.certificateType,
      certificateNumber: data.certificateNumber,
      updatedAt: new Date(nowMs),
    })),
  );
}
