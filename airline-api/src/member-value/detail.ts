import { and, count, desc, eq, gte, lt, sum } from 'drizzle-orm';
import {
  MEMBER_VALUE_PAGE_SIZE,
  type GrowthDetailData,
  type GrowthPeriodMonths,
  type PointsDetailData,
  type PointsPeriodMonths,
} from '@/lib/contract';
import { memberLevel, nextLevel } from '@/lib/domain/member-value-rules';
import type { MemberRow } from '../account/tokens';
import { certificationOf } from '../account/real-name-gate';
import { growthRecord, member, pointsRecord } from '../db/schema';
import type { Services } from '../services';
import { creditFlownTickets } from './flight-credit';
import { airlineDay, lastMonths, yearStart } from './period';

/** One page of the member's own points records of the last 1, 2 or 3 months, newest first, with the balance. */
export async function pointsDetail(
  s: Services,
  m: MemberRow,
  q: { months: PointsPeriodMonths; page: number },
): Promise<PointsDetailData> {
  await creditFlownTickets(s, m.id);
  const { from, start } = lastMonths(s.clock.now(), q.months);
  const where = and(eq(pointsRecord.memberId, m.id), gte(pointsRecord.createdAt, start));
  const [rows, [total], certification] = await Promise.all([
    s.db
      .select()
      .from(pointsRecord)
      .where(where)
      .orderBy(desc(pointsRecord.createdAt), desc(pointsRecord.id))
      .limit(MEMBER_VALUE_PAGE_SIZE)
      .offset((q.page - 1) * MEMBER_VALUE_PAGE_SIZE),
    s.db.select({ n: count() }).from(pointsRecord).where(where),
    certificationOf(s, m.id),
  ]);
  const [balance] = await s.db.select({ points: member.points }).from(member).where(eq(member.id, m.id));
  return {
    currentPoints: balance?.points ?? m.points,
    certification: { status: certification.status, expired: certification.expired },
    from,
    records: rows.map((r) => ({
      id: r.id,
      time: r.createdAt.toISOString(),
      delta: r.delta,
      reason: r.reason,
      orderNo: r.orderNo,
    })),
    total: total?.n ?? 0,
    pageSize: MEMBER_VALUE_PAGE_SIZE,
  };
}

async function growthBetween(s: Services, memberId: string, from: Date, to: Date): Promise<number> {
  const [row] = await s.db
    .select({ total: sum(growthRecord.delta) })
    .from(growthRecord)
    .where(and(eq(growthRecord.memberId, memberId), gte(growthRecord.createdAt, from), lt(growthRecord.createdAt, to)));
  return Number(row?.total ?? 0);
}

/**
 * The growth value, the level it gives (decision 65: this year's or last year's growth, whichever reaches higher)
 * and one page of the growth records of the last 1, 3 or 6 months.
 */
export async function growthDetail(
  s: Services,
  m: MemberRow,
  q: { months: GrowthPeriodMonths; page: number },
): Promise<GrowthDetailData> {
  await creditFlownTickets(s, m.id);
  const now = s.clock.now();
  const year = Number(airlineDay(now).slice(0, 4));
  const { from, start } = lastMonths(now, q.months);
  const where = and(eq(growthRecord.memberId, m.id), gte(growthRecord.createdAt, start));
  const [thisYear, lastYear, rows, [total]] = await Promise.all([
    growthBetween(s, m.id, yearStart(year), yearStart(year + 1)),
    growthBetween(s, m.id, yearStart(year - 1), yearStart(year)),
    s.db
      .select()
      .from(growthRecord)
      .where(where)
      .orderBy(desc(growthRecord.createdAt), desc(growthRecord.id))
      .limit(MEMBER_VALUE_PAGE_SIZE)
      .offset((q.page - 1) * MEMBER_VALUE_PAGE_SIZE),
    s.db.select({ n: count() }).from(growthRecord).where(where),
  ]);
  const level = memberLevel(thisYear, lastYear);
  const [value] = await s.db.select({ growth: member.growthValue }).from(member).where(eq(member.id, m.id));
  return {
    growthValue: value?.growth ?? m.growthValue,
    growthThisYear: thisYear,
    growthLastYear: lastYear,
    level,
    next: nextLevel(level, thisYear),
    from,
    records: rows.map((r) => ({ id: r.id, time: r.createdAt.toISOString(), delta: r.delta, reason: r.reason })),
    total: total?.n ?? 0,
    pageSize: MEMBER_VALUE_PAGE_SIZE,
  };
}
