import { addDays } from '../../domain/dates';
import { localDate } from '../../domain/time-zone';
import type { specialProduct } from '../schema';

export type ProductRow = typeof specialProduct.$inferInsert;

/** What the seed's products share: the days around the first start, a package's defaults, their words. */
export function productSeedBase(nowMs: number) {
  const today = localDate(nowMs, 'Asia/Shanghai');
  const day = (n: number) => addDays(today, n);
  const tenAm = (n: number) => new Date(`${day(n)}T02:00:00Z`);
  const endOf = (n: number) => new Date(`${day(n)}T15:59:59Z`);
  const base = {
    kind: 'PACKAGE' as const,
    category: 'package' as const,
    type: 'times' as const,
    orderType: 6,
    depositFen: null,
    exchangeFrom: day(1),
    exchangeTo: day(150),
    confirmBy: endOf(148),
    saleStart: tenAm(-10),
    saleEnd: tenAm(60),
    stock: 500,
    routes: [],
    minBeneficiaries: 1,
    maxBeneficiaries: 5,
    perMemberLimit: 5,
    fareFamily: 'BASIC' as const,
    holdMinutes: 30,
  };
  const text = (zh: string, en: string, szh: string, sen: string, dzh: string, den: string) => ({
    nameZh: zh,
    nameEn: en,
    summaryZh: szh,
    summaryEn: sen,
    descriptionZh: dzh,
    descriptionEn: den,
  });
  const rules = (zh: string, en: string): [string, string] => [
    `${zh}兑换的机票为普通客票，可办理值机、选座与退改。自愿退票不恢复已用次数，非自愿退票恢复1次。`,
    `${en} Each flight is an ordinary ticket: check-in, seats, changes and refunds work as usual. A voluntary refund of an exchanged ticket does not give the flight back; an involuntary one gives back 1.`,
  ];
  return { base, day, tenAm, endOf, text, rules };
}
