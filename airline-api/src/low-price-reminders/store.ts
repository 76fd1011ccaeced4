import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  ResultCode,
  type LowPriceReminder,
  type LowPriceReminderAddBody,
  type LowPriceReminderList,
  type LowPriceReminderPrice,
  type LowPriceReminderPriceQuery,
  type UpstreamLanguage,
} from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import {
  REMINDER_MAX_PER_MEMBER,
  isReminderTime,
  validateReminder,
  type ReminderIssues,
} from '@/lib/domain/low-price-reminder-rules';
import { asDb } from '../booking/lifecycle';
import { lowPriceReminder, member } from '../db/schema';
import { isValidIsoDate } from '../domain/dates';
import { fullFareFen } from '../domain/fares';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { channelAddress, hasEnded } from './check';
import { cheapest, isPlaceProblem, placeName, seenFlights, watchedRoutes, type Watch } from './watch';

type Row = typeof lowPriceReminder.$inferSelect;
type Member = typeof member.$inferSelect;

const invalid = (fieldErrors: ReminderIssues) =>
  new ApiError(ResultCode.LOW_PRICE_REMINDER_INVALID, 'low-price reminder', { fieldErrors });

/** 13800138000 → 138****8000; demo@skylark.example → d***@skylark.example (as the member centre shows them). */
function masked(address: string | null, channel: Row['channel']): string | null {
  if (!address) return null;
  if (channel === 'EMAIL') {
    const at = address.lastIndexOf('@');
    return at < 1 ? '***' : `${address.slice(0, 1)}***${address.slice(at)}`;
  }
  const phone = address.replace(/^\d+-/, '');
  return phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : `****${phone.slice(-4)}`;
}

function view(s: Services, row: Row, m: Member, language: UpstreamLanguage, nowMs: number): LowPriceReminder {
  return {
    id: row.id,
    depCode: row.depCode,
    depCodeType: row.depCodeType,
    depName: placeName(s, row.depCode, row.depCodeType, language),
    arrCode: row.arrCode,
    arrCodeType: row.arrCodeType,
    arrName: placeName(s, row.arrCode, row.arrCodeType, language),
    earliestTime: row.earliestTime,
    latestTime: row.latestTime,
    startDate: row.startDate,
    endDate: row.endDate,
    mode: row.mode,
    priceThreshold: row.priceThresholdFen,
    discountTenths: row.discountTenths,
    channel: row.channel,
    channelTarget: masked(channelAddress(m, row.channel), row.channel),
    doNotDisturb: row.doNotDisturb,
    status: hasEnded(s, row, nowMs) ? 'ENDED' : row.notified ? 'NOTIFIED' : 'WATCHING',
    lastLowest: row.lastLowestFen,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastNotifiedAt: row.lastNotifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The member's reminders, newest first (at most REMINDER_MAX_PER_MEMBER exist). */
export async function listReminders(s: Services, m: Member, language: UpstreamLanguage): Promise<LowPriceReminderList> {
  const rows = await s.db
    .select()
    .from(lowPriceReminder)
    .where(eq(lowPriceReminder.memberId, m.id))
    .orderBy(desc(lowPriceReminder.seq));
  const now = s.clock.now();
  return { reminders: rows.map((r) => view(s, r, m, language, now)), max: REMINDER_MAX_PER_MEMBER };
}

/** The rules of lib/domain on the airline's today, then the places against the network. */
function checkWatch(s: Services, body: LowPriceReminderAddBody, nowMs: number): void {
  const issues = validateReminder(
    {
      dep: { code: body.depCode, type: body.depCodeType },
      arr: { code: body.arrCode, type: body.arrCodeType },
      earliestTime: body.earliestTime,
      latestTime: body.latestTime,
      startDate: body.startDate,
      endDate: body.endDate,
      mode: body.mode,
      priceYuan: body.priceThreshold == null ? null : body.priceThreshold / 100,
      discountTenths: body.discountTenths ?? null,
      channel: body.channel,
    },
    airlineToday(new Date(nowMs)),
  );
  if (!issues.dep && !issues.arr) {
    const where = watchedRoutes(s, body);
    if (isPlaceProblem(where)) Object.assign(issues, where);
  }
  if (Object.keys(issues).length) throw invalid(issues);
}

/**
 * Adds a reminder (decision 27): the rules beside their fields, the channel bound to the member, at most
 * REMINDER_MAX_PER_MEMBER, and not the same one twice. The notices will be in `language`.
 */
export async function addReminder(
  s: Services,
  m: Member,
  body: LowPriceReminderAddBody,
  language: UpstreamLanguage,
): Promise<LowPriceReminder> {
  const now = s.clock.now();
  checkWatch(s, body, now);
  if (!channelAddress(m, body.channel)) throw invalid({ channel: 'channelUnbound' });
  const values = {
    memberId: m.id,
    depCode: body.depCode,
    depCodeType: body.depCodeType,
    arrCode: body.arrCode,
    arrCodeType: body.arrCodeType,
    earliestTime: body.earliestTime,
    latestTime: body.latestTime,
    startDate: body.startDate,
    endDate: body.endDate,
    mode: body.mode,
    priceThresholdFen: body.mode === 'PRICE' ? (body.priceThreshold ?? null) : null,
    discountTenths: body.mode === 'DISCOUNT' ? (body.discountTenths ?? null) : null,
    channel: body.channel,
    doNotDisturb: body.doNotDisturb,
  };
  const row = await s.db.transaction(async (raw) => {
    const tx = asDb(raw);
    const mine = await tx.select().from(lowPriceReminder).where(eq(lowPriceReminder.memberId, m.id));
    if (mine.length >= REMINDER_MAX_PER_MEMBER) throw new ApiError(ResultCode.LOW_PRICE_REMINDER_LIMIT);
    const same = mine.some((r) => (Object.keys(values) as (keyof typeof values)[]).every((k) => r[k] === values[k]));
    if (same) throw new ApiError(ResultCode.LOW_PRICE_REMINDER_DUPLICATE);
    const [inserted] = await tx
      .insert(lowPriceReminder)
      .values({ id: randomUUID(), ...values, language, createdAt: new Date(now) })
      .returning();
    return inserted!;
  });
  return view(s, row, m, language, now);
}

/** Deletes the member's own reminder; another member's is NOT_FOUND, as a missing one. */
export async function deleteReminder(s: Services, m: Member, id: string): Promise<{ id: string }> {
  const [gone] = await s.db
    .delete(lowPriceReminder)
    .where(and(eq(lowPriceReminder.id, id), eq(lowPriceReminder.memberId, m.id)))
    .returning({ id: lowPriceReminder.id });
  if (!gone) throw new ApiError(ResultCode.NOT_FOUND);
  return gone;
}

/** The lowest fare now of the flights a reminder with these places, times and dates would watch (the form's hint). */
export async function priceNow(s: Services, q: LowPriceReminderPriceQuery): Promise<LowPriceReminderPrice> {
  const watch: Watch = q;
  const where = watchedRoutes(s, watch);
  if (isPlaceProblem(where)) throw invalid(where);
  const window =
    isValidIsoDate(q.startDate) &&
    isValidIsoDate(q.endDate) &&
    q.startDate <= q.endDate &&
    isReminderTime(q.earliestTime) &&
    isReminderTime(q.latestTime) &&
    q.earliestTime < q.latestTime;
  if (!window) throw new ApiError(ResultCode.BAD_REQUEST, 'window');
  const best = cheapest(await seenFlights(s, watch, where));
  const fullFare = Math.max(...where.routes.map((r) => fullFareFen(r)));
  return {
    lowest: best
      ? {
          total: best.totalFen,
          fare: best.fareFen,
          flightNo: best.flight.schedule.flightNo,
          flightDate: best.flight.date,
          depTime: best.depTimeLocal,
        }
      : null,
    fullFare: best ? best.fullFareFen : fullFare,
    currency: 'CNY',
  };
}
