import { and, eq, gte, sql } from 'drizzle-orm';
import type { ReminderCheckResult } from '@/lib/contract';
import { fareMeetsRule, inDoNotDisturb, noticeStep, type ReminderRule } from '@/lib/domain/low-price-reminder-rules';
import { asDb } from '../booking/lifecycle';
import { lowPriceReminder, member } from '../db/schema';
import { addDays } from '../domain/dates';
import { localDate } from '../domain/time-zone';
import { gatewayFor } from '../account/code-delivery';
import type { Services } from '../services';
import { reminderNoticeText } from './notice';
import { cheapest, isPlaceProblem, placeName, seenFlights, watchedRoutes, type SeenFlight } from './watch';

type Row = typeof lowPriceReminder.$inferSelect;

export function ruleOf(row: Pick<Row, 'mode' | 'priceThresholdFen' | 'discountTenths'>): ReminderRule {
  return row.mode === 'PRICE'
    ? { mode: 'PRICE', priceThresholdFen: row.priceThresholdFen ?? 0 }
    : { mode: 'DISCOUNT', discountTenths: row.discountTenths ?? 0 };
}

/** Where the member's notices go: '86-13800138000' or the e-mail, or null when the channel is not bound. */
export function channelAddress(m: typeof member.$inferSelect, channel: Row['channel']): string | null {
  if (channel === 'EMAIL') return m.email ? m.email.toLowerCase() : null;
  return m.cellphone ? `${m.cellphoneCode || '86'}-${m.cellphone}` : null;
}

/** Whether the reminder's end date has passed at its departure airport. */
export function hasEnded(s: Services, row: Row, nowMs: number): boolean {
  const zone = s.network.entry(row.depCode, row.depCodeType)?.timeZone ?? 'Asia/Shanghai';
  return row.endDate < localDate(nowMs, zone);
}

/**
 * One check of every reminder that has not ended, at airline-api's clock (decision 27). For each: the flights it
 * watches as they sell now; the cheapest that meets its rule; then noticeStep: a notice by SMS or e-mail through
 * the code gateway (the sandbox outbox) when the drop is news and the night's quiet hours (22:00–08:00 Beijing
 * time, when the member asked for them) are not on; nothing during them (the first check after 08:00 sends it if
 * the fare still holds); and a reminder told of a drop is re-armed once nothing meets its rule. `notified` is set
 * in the same transaction as the notice is handed to the gateway, and only where it was not set, so two checks
 * at once send one notice.
 */
export async function runReminderCheck(s: Services): Promise<ReminderCheckResult> {
  const result: ReminderCheckResult = { checked: 0, sent: 0, held: 0, rearmed: 0 };
  const nowMs = s.clock.now();
  // A day's margin for departure airports west of Beijing; hasEnded decides per reminder.
  const since = addDays(localDate(nowMs, 'Asia/Shanghai'), -1);
  const rows = await s.db.select().from(lowPriceReminder).where(gte(lowPriceReminder.endDate, since));
  const quietNow = inDoNotDisturb(nowMs);
  for (const row of rows) {
    if (hasEnded(s, row, nowMs)) continue;
    result.checked += 1;
    const where = watchedRoutes(s, row);
    const seen = isPlaceProblem(where) ? [] : await seenFlights(s, row, where);
    const rule = ruleOf(row);
    const meeting = cheapest(seen.filter((x) => fareMeetsRule(rule, x)));
    const lowest = cheapest(seen);
    const step = noticeStep(row, meeting !== null, quietNow && row.doNotDisturb);
    const checked = { lastLowestFen: lowest?.totalFen ?? null, lastCheckedAt: new Date(nowMs) };
    if (step === 'send' && meeting) {
      if (await sendNotice(s, row, meeting, nowMs)) result.sent += 1;
      await s.db.update(lowPriceReminder).set(checked).where(eq(lowPriceReminder.id, row.id));
      continue;
    }
    if (step === 'hold') result.held += 1;
    if (step === 'rearm') result.rearmed += 1;
    await s.db
      .update(lowPriceReminder)
      .set(step === 'rearm' ? { ...checked, notified: false } : checked)
      .where(eq(lowPriceReminder.id, row.id));
  }
  return result;
}

/** Marks the reminder told and hands the notice to the gateway, in one transaction; false when nothing went out. */
async function sendNotice(s: Services, row: Row, seen: SeenFlight, nowMs: number): Promise<boolean> {
  const delivery = gatewayFor(s, row.channel);
  if (!delivery) return false;
  const [m] = await s.db.select().from(member).where(eq(member.id, row.memberId));
  const to = m ? channelAddress(m, row.channel) : null;
  if (!to) return false;
  const text = reminderNoticeText({
    language: row.language,
    depName: placeName(s, row.depCode, row.depCodeType, row.language),
    arrName: placeName(s, row.arrCode, row.arrCodeType, row.language),
    mode: row.mode,
    priceThresholdFen: row.priceThresholdFen,
    discountTenths: row.discountTenths,
    seen,
  });
  return s.db.transaction(async (raw) => {
    const tx = asDb(raw);
    const [claimed] = await tx
      .update(lowPriceReminder)
      .set({ notified: true, lastNotifiedAt: new Date(nowMs), notices: sql`${lowPriceReminder.notices} + 1` })
      .where(and(eq(lowPriceReminder.id, row.id), eq(lowPriceReminder.notified, false)))
      .returning({ id: lowPriceReminder.id });
    if (!claimed) return false;
    await delivery.deliver(tx, {
      channel: row.channel,
      to,
      event: 'LOW_PRICE_REMINDER',
      code: '',
      text,
      sentAt: new Date(nowMs),
    });
    return true;
  });
}
