import type { Currency } from '@/lib/contract';

/** The one fixed exchange rate of the reference airline: 1 USD = 7.10 CNY. */
export const CNY_PER_USD = 7.1;

/** Converts an amount in fen to minor units of `currency` (USD rounded to whole cents). */
export function fromFen(fen: number, currency: Currency): number {
  return currency === 'CNY' ? fen : Math.round(fen / CNY_PER_USD);
}
