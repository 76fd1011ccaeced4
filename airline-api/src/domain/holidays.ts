import type { UpstreamLanguage } from '@/lib/contract';

type Holiday = { zh: string; en: string };

const NEW_YEAR: Holiday = { zh: '元旦', en: "New Year's Day" };
const SPRING: Holiday = { zh: '春节', en: 'Spring Festival' };
const NEW_YEARS_EVE: Holiday = { zh: '除夕', en: "Chinese New Year's Eve" };
const LANTERN: Holiday = { zh: '元宵节', en: 'Lantern Festival' };
const QINGMING: Holiday = { zh: '清明节', en: 'Qingming Festival' };
const LABOUR: Holiday = { zh: '劳动节', en: 'Labour Day' };
const DRAGON_BOAT: Holiday = { zh: '端午节', en: 'Dragon Boat Festival' };
const MID_AUTUMN: Holiday = { zh: '中秋节', en: 'Mid-Autumn Festival' };
const NATIONAL: Holiday = { zh: '国庆节', en: 'National Day' };
const CHRISTMAS: Holiday = { zh: '圣诞节', en: 'Christmas Day' };

/** Holidays whose Gregorian date moves: lunar festivals and Qingming (solar term). */
// prettier-ignore
const LUNAR: Record<string, Holiday> = {
  '2026-02-16': NEW_YEARS_EVE, '2026-02-17': SPRING, '2026-03-03': LANTERN, '2026-04-05': QINGMING, '2026-06-19': DRAGON_BOAT, '2026-09-25': MID_AUTUMN,
  '2027-02-05': NEW_YEARS_EVE, '2027-02-06': SPRING, '2027-02-20': LANTERN, '2027-04-05': QINGMING, '2027-06-09': DRAGON_BOAT, '2027-09-15': MID_AUTUMN,
  '2028-01-25': NEW_YEARS_EVE, '2028-01-26': SPRING, '2028-02-09': LANTERN, '2028-04-04': QINGMING, '2028-05-28': DRAGON_BOAT, '2028-10-03': MID_AUTUMN,
};

const FIXED: Record<string, Holiday> = {
  '01-01': NEW_YEAR,
  '05-01': LABOUR,
  '10-01': NATIONAL,
  '12-25': CHRISTMAS,
};

function holidayOf(isoDate: string): Holiday | undefined {
  return LUNAR[isoDate] ?? FIXED[isoDate.slice(5)];
}

/** The name of a special day (public holiday or festival) in the language, or null. */
export function specialDayName(isoDate: string, language: UpstreamLanguage): string | null {
  const h = holidayOf(isoDate);
  return h ? (language === 'zh_CN' ? h.zh : h.en) : null;
}

/** Demand uplift on and around the big holidays (fares only; does not change availability). */
export function holidayDemandFactor(isoDate: string): number {
  const h = holidayOf(isoDate);
  if (!h) return 1;
  return h === SPRING || h === NEW_YEARS_EVE || h === NATIONAL ? 1.35 : h === CHRISTMAS ? 1.1 : 1.2;
}
