import type { UpstreamLanguage } from '@/lib/contract';
import type { SeenFlight } from './watch';

const BRAND = { zh_CN: '【云雀航空】', en_US: 'Skylark Airlines: ' } as const;

const yuan = (fen: number) => (fen / 100).toFixed(fen % 100 === 0 ? 0 : 2);

export type ReminderNoticeInput = {
  language: UpstreamLanguage;
  depName: string;
  arrName: string;
  mode: 'PRICE' | 'DISCOUNT';
  priceThresholdFen: number | null;
  discountTenths: number | null;
  /** The flight that meets the rule (the cheapest of those that do). */
  seen: SeenFlight;
};

/**
 * The text of a low-price notice, in the language the reminder was set in (SMS and e-mail say the same): the route,
 * the flight and its local departure, the one-adult total in yuan (taxes included) and the rule it met. Pure.
 */
export function reminderNoticeText(n: ReminderNoticeInput): string {
  const { seen } = n;
  const flight = seen.flight.schedule.flightNo;
  const date = seen.flight.date;
  const total = yuan(seen.totalFen);
  if (n.language === 'en_US') {
    const rule =
      n.mode === 'PRICE'
        ? `at or below your CNY ${yuan(n.priceThresholdFen ?? 0)}`
        : `the fare CNY ${yuan(seen.fareFen)} is ${n.discountTenths} tenths of the full fare (CNY ${yuan(seen.fullFareFen)}) or less`;
    return (
      `${BRAND.en_US}low-price reminder. ${n.depName} to ${n.arrName}: ${flight} on ${date} at ${seen.depTimeLocal} ` +
      `(local time), from CNY ${total} incl. taxes, ${rule}. Fares change; book soon.`
    );
  }
  const rule =
    n.mode === 'PRICE'
      ? `已低于您设置的 ￥${yuan(n.priceThresholdFen ?? 0)}`
      : `票价 ￥${yuan(seen.fareFen)}，已达全价（￥${yuan(seen.fullFareFen)}）${n.discountTenths} 折或更低`;
  return (
    `${BRAND.zh_CN}低价提醒：${n.depName}—${n.arrName}，${date} ${seen.depTimeLocal}（当地时间）起飞的 ${flight}，` +
    `含税价 ￥${total} 起，${rule}。票价随时变化，请尽快预订。`
  );
}
