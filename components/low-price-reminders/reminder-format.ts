import { formatMoney } from '@/lib/i18n/format';

/** An amount in fen as the reminders show it: yuan (the fares' own currency, decision 27), grouped as money is. */
export function yuanOf(fen: number, locale: string): string {
  return formatMoney(fen, 'CNY', locale);
}

/** The date `days` after an ISO date. */
export function plusDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
