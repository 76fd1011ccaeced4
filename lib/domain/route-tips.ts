/**
 * The route tips of a search (spec §7 getTipsContent): the first tip is shown; once closed, the second; once that
 * is closed too, none for that search. Pure, so the page and its test agree on the steps.
 */
export const TIPS_SHOWN = 2;

export type RouteTip = { id: string; title: string; content: string };
export type TipLeg = { dept: string; dest: string; flightDate: string };

/** The tip on show after `closed` of them were closed; null when there is none left. */
export function tipOnShow<T>(tips: readonly T[], closed: number): T | null {
  if (closed < 0 || closed >= Math.min(TIPS_SHOWN, tips.length)) return null;
  return tips[closed] ?? null;
}

/** The search a dismissal belongs to: its legs' routes and dates (not the fares chosen on the way). */
export function tipsSearchKey(legs: readonly TipLeg[]): string {
  return `sf-tips:${legs.map((l) => `${l.dept}-${l.dest}-${l.flightDate}`).join(',')}`;
}

/** How many tips of a search were closed, as kept in the tab's storage ('0' to '2'; anything else is none). */
export function closedCount(stored: string | null): number {
  const n = Number(stored);
  return Number.isInteger(n) && n >= 0 && n <= TIPS_SHOWN ? n : 0;
}
