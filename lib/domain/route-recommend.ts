/** Spec §7: nearby routes are looked for over one month from the leg's date (or today when it is past). */
export function recommendWindow(date: string | null, today: string): { beginDate: string; endDate: string } {
  const beginDate = date && date > today ? date : today;
  const d = new Date(`${beginDate}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  // 31 January + 1 month is the last day of February, not early March.
  const lastOfMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastOfMonth));
  return { beginDate, endDate: d.toISOString().slice(0, 10) };
}

export const RECOMMEND_SIZE = 10;
