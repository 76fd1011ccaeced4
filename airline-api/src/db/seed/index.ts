import { and, count, eq, gt, lte, max } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import { COMPLAINT_SWITCH_KEY, SHUTDOWN_KEY } from '@/lib/contract';
import { addDays } from '../../domain/dates';
import type { Db } from '../client';
import { busiParameter, city, cmsContent, ipCity, route, schedule, tip } from '../schema';
import { AIRPORTS, AREAS, HOT_CITIES } from './cities';
import { IP_CITY_SEED, cmsSeed, tipSeed } from './content';
import { seedBooking } from './booking';
import { seedCoupons } from './coupons';
import { seedSpecialProducts } from './special-products';
import { retireSeedPasswords, seedMembers } from './members';
import { buildNetwork } from './network';
import { seedWallet } from './wallet';

/** Schedules are seeded from PAST_DAYS back (the flights of past orders) to HORIZON_DAYS ahead. */
export const HORIZON_DAYS = 190;
/** Far enough back for the demo member's archived orders (over a year old, seed/orders.ts). */
export const PAST_DAYS = 450;
/** On start, a schedule ending sooner than this is extended to HORIZON_DAYS. */
const MIN_HORIZON_DAYS = 180;

type CityRow = typeof city.$inferInsert;

function spell(zh: string) {
  const syllables = pinyin(zh, { toneType: 'none', type: 'array', nonZh: 'removed' }) as string[];
  return {
    pinyin: syllables.join('').toLowerCase(),
    initials: syllables
      .map((s) => s[0] ?? '')
      .join('')
      .toLowerCase(),
  };
}

export function cityRows(): CityRow[] {
  const rows: CityRow[] = [];
  const hotRank = (code: string) => {
    const i = (HOT_CITIES as readonly string[]).indexOf(code);
    return i >= 0 ? i + 1 : null;
  };
  const areaOf = new Map(AREAS.flatMap((a) => a.airports.map((ap) => [ap, a.code] as const)));
  const region = (country: string) => (country === 'CN' ? ('CN' as const) : ('INTL' as const));
  for (const a of AIRPORTS) {
    const areaCode = areaOf.get(a.code);
    const base = {
      countryCode: a.country,
      region: region(a.country),
      timeZone: a.timeZone,
      lat: a.lat,
      lon: a.lon,
      cityNameZh: a.cityZh,
      cityNameEn: a.cityEn,
      airportNameZh: a.airportZh,
      airportNameEn: a.airportEn,
      alias: a.alias ?? null,
    };
    if (areaCode) {
      rows.push({
        ...base,
        type: 'AIRPORT',
        code: a.code,
        nameZh: a.shortZh ?? a.airportZh,
        nameEn: a.shortEn ?? a.airportEn,
        cityCode: areaCode,
        ...spell(a.shortZh ?? a.airportZh),
        airports: [],
        hotRank: null,
      });
    } else {
      rows.push({
        ...base,
        type: 'CITY',
        code: a.code,
        nameZh: a.cityZh,
        nameEn: a.cityEn,
        cityCode: a.code,
        ...spell(a.cityZh),
        airports: [],
        hotRank: hotRank(a.code),
      });
    }
  }
  for (const area of AREAS) {
    const first = AIRPORTS.find((a) => a.code === area.airports[0]);
    if (!first) throw new Error(`area ${area.code} has no airports`);
    rows.push({
      type: 'AREA',
      code: area.code,
      nameZh: first.cityZh,
      nameEn: first.cityEn,
      cityCode: area.code,
      cityNameZh: first.cityZh,
      cityNameEn: first.cityEn,
      airportNameZh: null,
      airportNameEn: null,
      ...spell(first.cityZh),
      alias: null,
      countryCode: first.country,
      region: region(first.country),
      timeZone: first.timeZone,
      airports: area.airports,
      hotRank: hotRank(area.code),
      lat: first.lat,
      lon: first.lon,
    });
  }
  return rows;
}

/**
 * Seeds an empty database and keeps an old one usable: each table is filled only when empty, and the
 * schedule horizon is pushed out when it runs short. `today` is the airline's date (Asia/Shanghai).
 */
/** The network, content and switches always; the demo members (published password) only when asked. */
export async function seedDatabase(
  db: Db,
  today: string,
  nowMs: number,
  { demoMembers }: { demoMembers: boolean },
): Promise<{ cmsAdded: number }> {
  const cmsAdded = await db.transaction(async (tx) => {
    const isEmpty = async (table: typeof city | typeof route | typeof cmsContent | typeof tip | typeof ipCity) => {
      const [row] = await tx.select({ n: count() }).from(table);
      return (row?.n ?? 0) === 0;
    };
    if (await isEmpty(city)) await tx.insert(city).values(cityRows());
    if (await isEmpty(route)) {
      const network = buildNetwork();
      await tx.insert(route).values(network.routes);
      const validFrom = addDays(today, -PAST_DAYS);
      const validTo = addDays(today, HORIZON_DAYS);
      for (let i = 0; i < network.schedules.length; i += 500) {
        await tx
          .insert(schedule)
          .values(network.schedules.slice(i, i + 500).map((s) => ({ ...s, validFrom, validTo })));
      }
    } else {
      // A database seeded when schedules began 60 days back gets the past the archived orders fly in.
      await tx
        .update(schedule)
        .set({ validFrom: addDays(today, -PAST_DAYS) })
        .where(and(gt(schedule.validFrom, addDays(today, -PAST_DAYS)), lte(schedule.validFrom, today)));
      const [row] = await tx.select({ horizon: max(schedule.validTo) }).from(schedule);
      if (row?.horizon && row.horizon < addDays(today, MIN_HORIZON_DAYS)) {
        await tx
          .update(schedule)
          .set({ validTo: addDays(today, HORIZON_DAYS) })
          .where(eq(schedule.validTo, row.horizon));
      }
    }
    // Every start adds seed items a database does not have yet (by id), so a data folder made before new
    // content categories existed gets them too; items already there are left as they are.
    const added = await tx
      .insert(cmsContent)
      .values(
        // Published at 10:00 Beijing time (02:00Z), newest a day before the seed day.
        cmsSeed().map(({ daysAgo, ...item }) => ({
          ...item,
          publishTime: new Date(`${addDays(today, -daysAgo)}T02:00:00Z`),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: cmsContent.id });
    if (await isEmpty(tip)) await tx.insert(tip).values(tipSeed(today));
    if (await isEmpty(ipCity)) await tx.insert(ipCity).values(IP_CITY_SEED);
    await tx
      .insert(busiParameter)
      .values([
        { ...SHUTDOWN_KEY, state: 1, param: 'false', updatedAt: new Date(nowMs) },
        { ...COMPLAINT_SWITCH_KEY, state: 1, param: 'true', updatedAt: new Date(nowMs) },
      ])
      .onConflictDoNothing();
    return added.length;
  });
  if (demoMembers) await seedMembers(db, nowMs);
  else await retireSeedPasswords(db);
  await seedWallet(db, nowMs, demoMembers);
  await seedBooking(db, nowMs);
  await seedCoupons(db, nowMs);
  await seedSpecialProducts(db, nowMs);
  return { cmsAdded };
}
