import type { Db } from '../client';
import { dailySignIn, growthRecord, pointsRecord } from '../schema';
import { airlineDay, yearStart } from '../../member-value/period';

const DAY_MS = 86_400_000;

/**
 * SEEDED TEST DATA (decision 65): the demo member's points and growth records. The seeded balance (12,800 points) came
 * from before these records; the growth value (1,680) is their sum: 1,200 early last year (Silver for this year and
 * next) and 480 this year, so the growth page shows a level held from last year.
 */
export async function seedMemberValue(db: Db, memberId: string, nowMs: number): Promise<void> {
  const year = Number(airlineDay(nowMs).slice(0, 4));
  const lastYear = new Date(yearStart(year - 1).getTime() + 40 * DAY_MS);
  // This year's records: the newest a day back, none before the year began.
  const thisYear = (days: number) => new Date(Math.max(nowMs - days * DAY_MS, yearStart(year).getTime() + DAY_MS));
  await db
    .insert(growthRecord)
    .values([
      { memberId, delta: 1_200, reason: 'FLIGHT', createdAt: lastYear },
      { memberId, delta: 300, reason: 'FLIGHT', createdAt: thisYear(100) },
      { memberId, delta: 120, reason: 'SUPPLEMENT', createdAt: thisYear(40) },
      ...[12, 8, 5, 3, 2, 1].map((d) => ({ memberId, delta: 10, reason: 'SIGN_IN' as const, createdAt: thisYear(d) })),
    ]);
  const signIns = [...new Set([12, 8, 5, 3, 2, 1].map((d) => airlineDay(thisYear(d).getTime())))];
  await db
    .insert(dailySignIn)
    .values(signIns.map((day) => ({ memberId, day, createdAt: new Date(`${day}T01:00:00Z`) })))
    .onConflictDoNothing();
  await db.insert(pointsRecord).values([
    { memberId, delta: 1_280, reason: 'FLIGHT', orderNo: null, createdAt: new Date(nowMs - 75 * DAY_MS) },
    { memberId, delta: -500, reason: 'ORDER_DEDUCTION', orderNo: null, createdAt: new Date(nowMs - 50 * DAY_MS) },
    { memberId, delta: 120, reason: 'SUPPLEMENT', orderNo: null, createdAt: new Date(nowMs - 40 * DAY_MS) },
    { memberId, delta: -300, reason: 'SEAT_DEDUCTION', orderNo: null, createdAt: new Date(nowMs - 20 * DAY_MS) },
    { memberId, delta: 860, reason: 'FLIGHT', orderNo: null, createdAt: new Date(nowMs - 6 * DAY_MS) },
  ]);
}
