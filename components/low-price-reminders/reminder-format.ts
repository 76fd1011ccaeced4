/** Yuan of an amount in fen, as the reminders show it: whole yuan without decimals. */
export function yuanOf(fen: number): string {
  return fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2);
}

/** The date `days` after an ISO date. */
export function plusDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
