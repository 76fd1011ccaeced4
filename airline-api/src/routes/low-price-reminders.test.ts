// @postgres (decision 57): npm test runs it on PostgreSQL too, for the queue surviving a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  LowPriceReminderListSchema,
  LowPriceReminderPriceSchema,
  LowPriceReminderSchema,
  OutboxDataSchema,
  ReminderCheckResultSchema,
  ResultCode,
  UpstreamPath,
  type LowPriceReminderAddBody,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../db/seed/members';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { flightsOn } from '../../test/booking-api';
import {
  DB_TEST_TIMEOUT_MS,
  SERVER_START_TIMEOUT_MS,
  TEST_NOW,
  folderDatabase,
  testDatabase,
  testServer,
  type TestDatabase,
} from '../../test/test-server';
import { TEST_DATABASE_URL } from '../../test/test-postgres';

// Decision 27, spec §2 /ancillary/lowPriceRemind, §5, §9: a member's reminders (list, add, delete,
// another member's never), every bound of the rules, and the job: a drop notifies once, a second check does not,
// a rise and a new drop notifies again, nothing goes out at 23:00 Beijing time, and a queued check survives a restart.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

const HOUR = 3_600_000;
/** TEST_NOW is 10:00 Beijing time on 2026-12-01. */
const AT_23 = 13 * HOUR;
const NEXT_08 = 22 * HOUR;

let app: FastifyInstance;
let demo: string;
let plain: string;
beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app?.close());
afterEach(async () => {
  setOffset(app, 0);
  await sale(app, 'CAN', 'BJS', '2026-12-01', '2026-12-31', 0);
  for (const token of [demo, plain])
    for (const r of (await list(token)).reminders)
      await caller(app).post(UpstreamPath.lowPriceRemindDelete, { id: r.id }, token);
});

const body = (over: Partial<LowPriceReminderAddBody> = {}): LowPriceReminderAddBody => ({
  depCode: 'CAN',
  depCodeType: 'CITY',
  arrCode: 'BJS',
  arrCodeType: 'AREA',
  earliestTime: '09:00',
  latestTime: '18:00',
  startDate: '2026-12-10',
  endDate: '2026-12-12',
  mode: 'PRICE',
  priceThreshold: 50_000,
  discountTenths: null,
  channel: 'SMS',
  doNotDisturb: true,
  ...over,
});

function addCall(over: Partial<LowPriceReminderAddBody>, token = demo, language = 'zh_CN', server = app) {
  return server.inject({
    method: 'POST',
    url: UpstreamPath.lowPriceRemindAdd,
    headers: { 'x-member-token': token, 'x-language': language },
    payload: body(over),
  });
}
const add = async (over: Partial<LowPriceReminderAddBody> = {}, token = demo, language = 'zh_CN', server = app) =>
  okData(LowPriceReminderSchema, await addCall(over, token, language, server));

async function list(token: string, server = app) {
  return okData(LowPriceReminderListSchema, await caller(server).get(UpstreamPath.lowPriceRemindList, token));
}

/** The field errors of a refused reminder. */
async function refused(over: Partial<LowPriceReminderAddBody>, token = demo) {
  const res = await addCall(over, token);
  expect(codeOf(res)).toBe(ResultCode.LOW_PRICE_REMINDER_INVALID);
  return (JSON.parse(res.body) as { data: { fieldErrors: Record<string, string> } }).data.fieldErrors;
}

async function sale(server: FastifyInstance, dep: string, arr: string, from: string, to: string, percent: number) {
  const res = await server.inject({
    method: 'POST',
    url: UpstreamPath.sandboxFareDiscount,
    payload: { dep, arr, from, to, percent },
  });
  expect(codeOf(res)).toBe(ResultCode.OK);
}

async function run(server = app) {
  return okData(
    ReminderCheckResultSchema,
    await server.inject({ method: 'POST', url: UpstreamPath.sandboxRemindersRun }),
  );
}

async function notices(to: string, server = app) {
  const res = await server.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${to}&limit=50` });
  return okData(OutboxDataSchema, res).messages.filter((m) => m.event === 'LOW_PRICE_REMINDER');
}

async function priceNow(over: Record<string, string> = {}, token = demo) {
  const b = body();
  const q = new URLSearchParams({
    depCode: b.depCode,
    depCodeType: b.depCodeType,
    arrCode: b.arrCode,
    arrCodeType: b.arrCodeType,
    startDate: b.startDate,
    endDate: b.endDate,
    earliestTime: b.earliestTime,
    latestTime: b.latestTime,
    ...over,
  });
  return okData(LowPriceReminderPriceSchema, await caller(app).get(`${UpstreamPath.lowPriceRemindPrice}?${q}`, token));
}

/** A threshold just under the lowest fare now: not met until fares fall. */
async function thresholdUnderNow(): Promise<number> {
  const now = await priceNow();
  expect(now.lowest).not.toBeNull();
  return now.lowest!.total - 1_000;
}

describe('the reminders of a member (list, add, delete)', () => {
  it('adds, lists newest first with the places named, and deletes', async () => {
    const first = await add();
    const second = await add({ startDate: '2026-12-20', endDate: '2026-12-22', channel: 'EMAIL' });
    expect(first).toMatchObject({
      depName: '广州',
      arrName: '北京',
      status: 'WATCHING',
      channelTarget: '138****8000',
      priceThreshold: 50_000,
      discountTenths: null,
      doNotDisturb: true,
    });
    expect(second.channelTarget).toBe('d***@skylark.example');
    const mine = await list(demo);
    expect(mine.max).toBe(10);
    expect(mine.reminders.map((r) => r.id)).toEqual([second.id, first.id]);
    const res = await caller(app).post(UpstreamPath.lowPriceRemindDelete, { id: first.id }, demo);
    expect(codeOf(res)).toBe(ResultCode.OK);
    expect((await list(demo)).reminders.map((r) => r.id)).toEqual([second.id]);
  });

  it("never shows or deletes another member's reminder (NOT_FOUND, as a missing one)", async () => {
    const mine = await add();
    expect((await list(plain)).reminders).toEqual([]);
    const res = await caller(app).post(UpstreamPath.lowPriceRemindDelete, { id: mine.id }, plain);
    expect(codeOf(res)).toBe(ResultCode.NOT_FOUND);
    const missing = await caller(app).post(UpstreamPath.lowPriceRemindDelete, { id: 'no-such-id' }, demo);
    expect(codeOf(missing)).toBe(ResultCode.NOT_FOUND);
    expect((await list(demo)).reminders).toHaveLength(1);
  });

  it('is for members only', async () => {
    expect(codeOf(await caller(app).get(UpstreamPath.lowPriceRemindList))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await caller(app).post(UpstreamPath.lowPriceRemindAdd, body()))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await caller(app).post(UpstreamPath.lowPriceRemindDelete, { id: 'x' }))).toBe(
      ResultCode.NOT_LOGGED_IN,
    );
    expect(codeOf(await caller(app).get(`${UpstreamPath.lowPriceRemindPrice}?depCode=CAN`))).toBe(
      ResultCode.NOT_LOGGED_IN,
    );
  });

  it('keeps at most 10 per member, and refuses the same reminder twice', async () => {
    await add();
    expect(codeOf(await addCall({}))).toBe(ResultCode.LOW_PRICE_REMINDER_DUPLICATE);
    for (let i = 1; i < 10; i += 1) await add({ priceThreshold: 50_000 + i * 100 });
    expect(codeOf(await addCall({ priceThreshold: 60_000 }))).toBe(ResultCode.LOW_PRICE_REMINDER_LIMIT);
    // Another member's count is their own.
    expect((await add({}, plain)).status).toBe('WATCHING');
  });

  it('sends notices only where the member has the channel bound', async () => {
    expect(await refused({ channel: 'EMAIL' }, plain)).toEqual({ channel: 'channelUnbound' });
  });
});

describe('every bound (spec §5, §9)', () => {
  it('the places: given, known, different, and flown between', async () => {
    expect(await refused({ arrCode: 'CAN', arrCodeType: 'CITY' })).toEqual({ arr: 'sameCity' });
    expect(await refused({ depCode: 'PEK', depCodeType: 'AIRPORT' })).toEqual({ arr: 'sameCity' });
    expect(await refused({ depCode: 'ZZZ' })).toEqual({ dep: 'cityUnknown' });
    const network = app.airline.network;
    const places = network.cities.filter((c) => c.type !== 'AREA');
    const unflown = places
      .flatMap((a) => places.map((b) => [a, b] as const))
      .find(
        ([a, b]) =>
          network.cityOf(a.code)?.code !== network.cityOf(b.code)?.code &&
          (network.airportsOf(a.code, a.type) ?? []).every((d) =>
            (network.airportsOf(b.code, b.type) ?? []).every((x) => !network.route(d, x)),
          ),
      );
    expect(unflown).toBeDefined();
    const [from, to] = unflown!;
    expect(
      await refused({ depCode: from.code, depCodeType: from.type, arrCode: to.code, arrCodeType: to.type }),
    ).toEqual({ arr: 'routeNotOpen' });
  });

  it('the times: on the 30-minute step, the latest after the earliest', async () => {
    expect((await add({ earliestTime: '00:00', latestTime: '00:30' })).earliestTime).toBe('00:00');
    expect((await add({ earliestTime: '23:00', latestTime: '23:30' })).latestTime).toBe('23:30');
    expect(await refused({ earliestTime: '09:00', latestTime: '09:00' })).toEqual({
      latestTime: 'latestNotAfterEarliest',
    });
    expect(await refused({ earliestTime: '10:00', latestTime: '09:30' })).toEqual({
      latestTime: 'latestNotAfterEarliest',
    });
    expect(await refused({ earliestTime: '09:10' })).toEqual({ earliestTime: 'timeInvalid' });
    expect(await refused({ latestTime: '24:00' })).toEqual({ latestTime: 'timeInvalid' });
  });

  it('the dates: the start today or later, the end after it, neither past the sales horizon', async () => {
    expect((await add({ startDate: '2026-12-01', endDate: '2026-12-02' })).startDate).toBe('2026-12-01');
    expect(await refused({ startDate: '2026-11-30' })).toEqual({ startDate: 'startInPast' });
    expect(await refused({ startDate: '2026-12-12', endDate: '2026-12-12' })).toEqual({
      endDate: 'endNotAfterStart',
    });
    expect(await refused({ startDate: '2026-12-12', endDate: '2026-12-11' })).toEqual({
      endDate: 'endNotAfterStart',
    });
    expect((await add({ startDate: '2027-05-29', endDate: '2027-05-30' })).endDate).toBe('2027-05-30');
    expect(await refused({ startDate: '2027-05-29', endDate: '2027-05-31' })).toEqual({ endDate: 'dateTooFar' });
    expect(await refused({ startDate: '2026-02-30' })).toEqual({ startDate: 'startRequired' });
    // "Now" is airline-api's clock: at 00:30 Beijing time on 2 December, the 1st is past.
    setOffset(app, 14.5 * HOUR);
    const relogin = await loginToken(app);
    expect(await refused({ startDate: '2026-12-01' }, relogin)).toEqual({ startDate: 'startInPast' });
  });

  it('a price of 1 to 99,999 whole yuan, or a discount of 1 to 8 tenths', async () => {
    expect((await add({ priceThreshold: 100 })).priceThreshold).toBe(100);
    expect((await add({ priceThreshold: 9_999_900 })).priceThreshold).toBe(9_999_900);
    expect(await refused({ priceThreshold: 0 })).toEqual({ priceThreshold: 'priceOutOfRange' });
    expect(await refused({ priceThreshold: 10_000_000 })).toEqual({ priceThreshold: 'priceOutOfRange' });
    expect(await refused({ priceThreshold: 12_345 })).toEqual({ priceThreshold: 'priceOutOfRange' });
    expect(await refused({ priceThreshold: null })).toEqual({ priceThreshold: 'priceRequired' });
    const discount = (discountTenths: number | null) => ({
      mode: 'DISCOUNT' as const,
      priceThreshold: null,
      discountTenths,
    });
    expect((await add(discount(1))).discountTenths).toBe(1);
    expect((await add(discount(8))).discountTenths).toBe(8);
    expect(await refused(discount(0))).toEqual({ discountTenths: 'discountOutOfRange' });
    expect(await refused(discount(9))).toEqual({ discountTenths: 'discountOutOfRange' });
  });

  it('refuses a body of the wrong shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: UpstreamPath.lowPriceRemindAdd,
      headers: { 'x-member-token': demo },
      payload: { ...body(), channel: 'PIGEON' },
    });
    expect(codeOf(res)).toBe(ResultCode.BAD_REQUEST);
  });
});

describe('the lowest fare now, and the sandbox fare sale', () => {
  it('answers the cheapest matching flight; a sale lowers it, in search too', async () => {
    const before = await priceNow();
    expect(before.lowest).not.toBeNull();
    expect(before.fullFare).toBeGreaterThan(before.lowest!.fare);
    const [hh] = before.lowest!.depTime.split(':');
    expect(Number(hh)).toBeGreaterThanOrEqual(9);
    const searched = async () =>
      Math.min(...(await flightsOn(app, 'CAN', 'BJS', '2026-12-10')).flatMap((f) => f.fares.map((x) => x.fare)));
    const searchBefore = await searched();
    await sale(app, 'CAN', 'BJS', '2026-12-10', '2026-12-12', 50);
    const after = await priceNow();
    expect(after.lowest!.total).toBeLessThan(before.lowest!.total);
    expect(after.lowest!.fare).toBeLessThanOrEqual(Math.ceil(before.lowest!.fare / 2 / 1_000) * 1_000);
    expect(await searched()).toBeLessThan(searchBefore);
    await sale(app, 'CAN', 'BJS', '2026-12-10', '2026-12-12', 0);
    expect((await priceNow()).lowest!.total).toBe(before.lowest!.total);
  });

  it('says what is wrong with the places or the window', async () => {
    const res = await caller(app).get(
      `${UpstreamPath.lowPriceRemindPrice}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams()), depCode: 'CAN', depCodeType: 'CITY', arrCode: 'CAN', arrCodeType: 'CITY', startDate: '2026-12-10', endDate: '2026-12-12', earliestTime: '09:00', latestTime: '18:00' })}`,
      demo,
    );
    expect(codeOf(res)).toBe(ResultCode.LOW_PRICE_REMINDER_INVALID);
    const window = await caller(app).get(
      `${UpstreamPath.lowPriceRemindPrice}?${new URLSearchParams({ depCode: 'CAN', depCodeType: 'CITY', arrCode: 'BJS', arrCodeType: 'AREA', startDate: '2026-12-12', endDate: '2026-12-10', earliestTime: '09:00', latestTime: '18:00' })}`,
      demo,
    );
    expect(codeOf(window)).toBe(ResultCode.BAD_REQUEST);
  });
});

describe('the job (decision 27)', () => {
  it('a drop notifies once; a second check does not; a rise and a new drop notifies again', async () => {
    const threshold = await thresholdUnderNow();
    const reminder = await add({ priceThreshold: threshold });
    const phone = DEMO.cellphone;
    const already = (await notices(phone)).length;
    expect(await run()).toMatchObject({ sent: 0 });
    expect(await notices(phone)).toHaveLength(already);

    await sale(app, 'CAN', 'BJS', '2026-12-10', '2026-12-12', 50);
    expect(await run()).toMatchObject({ sent: 1 });
    const [notice] = await notices(phone);
    expect(notice).toMatchObject({ channel: 'SMS', to: `86-${phone}`, code: '' });
    expect(notice!.text).toMatch(/^【云雀航空】低价提醒：广州—北京/);
    expect((await list(demo)).reminders[0]).toMatchObject({ id: reminder.id, status: 'NOTIFIED' });

    expect(await run()).toMatchObject({ sent: 0 });
    expect(await notices(phone)).toHaveLength(already + 1);

    await sale(app, 'CAN', 'BJS', '2026-12-10', '2026-12-12', 0);
    expect(await run()).toMatchObject({ sent: 0, rearmed: 1 });
    expect((await list(demo)).reminders[0]!.status).toBe('WATCHING');
    await sale(app, 'CAN', 'BJS', '2026-12-10', '2026-12-12', 40);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(await notices(phone)).toHaveLength(already + 2);
  });

  it('sends nothing at 23:00 Beijing time; the first check after 08:00 sends what still holds', async () => {
    const threshold = await thresholdUnderNow();
    await add({ priceThreshold: threshold, channel: 'EMAIL' });
    const mail = DEMO.email;
    const already = (await notices(mail)).length;
    setOffset(app, AT_23);
    await sale(app, 'CAN', 'BJS', '2026-12-10', '2026-12-12', 50);
    expect(await run()).toMatchObject({ sent: 0, held: 1 });
    expect(await notices(mail)).toHaveLength(already);
    setOffset(app, NEXT_08 - 60_000);
    expect(await run()).toMatchObject({ sent: 0, held: 1 });
    setOffset(app, NEXT_08);
    expect(await run()).toMatchObject({ sent: 1 });
    const [notice] = await notices(mail);
    expect(notice).toMatchObject({ channel: 'EMAIL', to: mail });
    expect(Date.parse(notice!.sentAt)).toBe(TEST_NOW + NEXT_08);
  });

  it('sends at night when the member turned the quiet hours off, in the language the reminder was set in', async () => {
    const threshold = await thresholdUnderNow();
    await add({ priceThreshold: threshold, doNotDisturb: false }, plain, 'en_US');
    const already = (await notices(PLAIN_PHONE)).length;
    setOffset(app, AT_23);
    await sale(app, 'CAN', 'BJS', '2026-12-10', '2026-12-12', 50);
    expect(await run()).toMatchObject({ sent: 1 });
    const [notice] = await notices(PLAIN_PHONE);
    expect(await notices(PLAIN_PHONE)).toHaveLength(already + 1);
    expect(notice!.text).toMatch(
      /^Skylark Airlines: low-price reminder\. Guangzhou to Beijing: YQ\d+ on 2026-12-1[0-2]/,
    );
  });

  it('a discount is quoted against the full fare', async () => {
    const now = await priceNow();
    // A discount the fares do not meet now, but meet after a deep sale.
    const tenths = Math.floor((now.lowest!.fare * 10) / now.fullFare!);
    expect(tenths).toBeGreaterThanOrEqual(1);
    await add({ mode: 'DISCOUNT', priceThreshold: null, discountTenths: tenths });
    expect(await run()).toMatchObject({ sent: 0 });
    await sale(app, 'CAN', 'BJS', '2026-12-10', '2026-12-12', 90);
    expect(await run()).toMatchObject({ sent: 1 });
    expect((await notices(DEMO.cellphone))[0]!.text).toContain(`${tenths} 折`);
  });

  it('does not check a reminder whose end date has passed', async () => {
    await add({ startDate: '2026-12-01', endDate: '2026-12-02' });
    setOffset(app, 3 * 24 * HOUR);
    const relogin = await loginToken(app);
    expect(await run()).toMatchObject({ checked: 0 });
    expect((await list(relogin)).reminders[0]!.status).toBe('ENDED');
  });
});

describe('the queue is durable (pg-boss on the same database)', () => {
  let dir: string;
  let postgres: TestDatabase | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reminders-'));
    if (TEST_DATABASE_URL) postgres = await testDatabase();
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await postgres?.close();
  });
  /** The database opened (again): one PostgreSQL database outlives its servers; PGlite opens its folder anew. */
  const open = (): TestDatabase => {
    if (postgres) return { option: postgres.option, close: async () => undefined };
    const pglite = folderDatabase(dir);
    return { option: { pglite }, close: () => pglite.close() };
  };

  it('a check queued before the server closed runs after it is opened again on the same database', async () => {
    const first = open();
    const before = await testServer({ database: first.option });
    const token = await loginToken(before);
    const res = await addCall({ priceThreshold: 9_999_900 }, token, 'zh_CN', before);
    expect(codeOf(res)).toBe(ResultCode.OK);
    const jobId = await before.reminderJobs!.enqueue();
    expect(jobId).toBeTruthy();
    await before.close();
    await first.close();

    const second = open();
    const after = await testServer({ database: second.option });
    try {
      expect(await notices(DEMO.cellphone, after)).toHaveLength(0);
      expect(await after.reminderJobs!.drain()).toMatchObject({ checked: 1, sent: 1 });
      expect(await notices(DEMO.cellphone, after)).toHaveLength(1);
      expect(await after.reminderJobs!.drain()).toBeNull();
    } finally {
      await after.close();
      await second.close();
    }
  });

  it('with polling, the worker takes the queued checks by itself, and the server closes cleanly', async () => {
    const polled = await testServer({ workerIntervalMs: 1_000 });
    try {
      expect(await run(polled)).toMatchObject({ checked: 0, sent: 0 });
    } finally {
      await polled.close();
    }
  });
});
