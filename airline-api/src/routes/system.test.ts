import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ResultCode, SHUTDOWN_KEY, UpstreamPath } from '@/lib/contract';
import { riskEvent } from '../db/schema';
import {
  DB_TEST_TIMEOUT_MS,
  SERVER_START_TIMEOUT_MS,
  OPS_TOKEN,
  TODAY,
  shopQuery,
  testDatabase,
  testServer,
  type TestDatabase,
} from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

describe('maintenance, sandbox clock and risk events', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let closed: FastifyInstance;
  beforeAll(async () => {
    database = await testDatabase();
    app = await testServer({ database: database.option });
    // A second server on the same database: sandbox off, no OPS_TOKEN configured.
    closed = await testServer({ database: database.option, sandbox: false, opsToken: undefined });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await closed?.close();
    await app?.close();
    await database?.close();
  });

  const maintenance = (server: FastifyInstance, authorization?: string, on?: boolean) =>
    server.inject({
      method: on === undefined ? 'GET' : 'POST',
      url: UpstreamPath.adminMaintenance,
      headers: authorization ? { authorization } : {},
      ...(on === undefined ? {} : { payload: { on } }),
    });
  const shutdownParam = async () =>
    (await app.inject({ method: 'POST', url: UpstreamPath.busiParameter, payload: SHUTDOWN_KEY })).json().data.param;

  it('admin needs the right bearer token, and toggles the shutdown parameter', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Basic ${OPS_TOKEN}`, `Bearer ${OPS_TOKEN}x`]) {
      const res = await maintenance(app, auth, true);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(ResultCode.UNAUTHORIZED);
    }
    expect(await shutdownParam()).toBe('false');
    const on = await maintenance(app, `Bearer ${OPS_TOKEN}`, true);
    expect(on.json().data.on).toBe(true);
    expect(await shutdownParam()).toBe('true');
    expect((await maintenance(app, `Bearer ${OPS_TOKEN}`)).json().data.on).toBe(true);
    await maintenance(app, `Bearer ${OPS_TOKEN}`, false);
    expect(await shutdownParam()).toBe('false');
  });

  it('without OPS_TOKEN admin always answers 401', async () => {
    expect((await maintenance(closed, 'Bearer ')).statusCode).toBe(401);
    expect((await maintenance(closed, `Bearer ${OPS_TOKEN}`, true)).statusCode).toBe(401);
  });

  it('sandbox off: sandbox routes are not there', async () => {
    const res = await closed.inject({ method: 'POST', url: UpstreamPath.sandboxClock, payload: { offsetMs: 0 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(ResultCode.NOT_FOUND);
  });

  it('the sandbox clock offset moves today', async () => {
    const leg = [{ dep: 'CAN', arr: 'CKG', date: TODAY }];
    const url = `${UpstreamPath.searchFlight}?${shopQuery(leg)}`;
    expect((await app.inject({ url })).json().code).toBe(ResultCode.OK);
    const set = await app.inject({ method: 'POST', url: UpstreamPath.sandboxClock, payload: { offsetMs: 86_400_000 } });
    expect(set.json().data).toEqual({ offsetMs: 86_400_000, now: '2026-12-02T02:00:00.000Z' });
    expect((await app.inject({ url })).json().code).toBe(ResultCode.DATE_NOT_AVAILABLE);
    await app.inject({ method: 'POST', url: UpstreamPath.sandboxClock, payload: { offsetMs: 0 } });
    expect((await app.inject({ url })).json().code).toBe(ResultCode.OK);
    expect(
      (await app.inject({ method: 'POST', url: UpstreamPath.sandboxClock, payload: { offsetMs: 1.5 } })).statusCode,
    ).toBe(400);
  });

  it('records the anti-fraud header of each call, invalid ones as invalid', async () => {
    const good = Buffer.from(
      JSON.stringify({ blackBox: 'device-1234', channel: 'B2C', phone: '13800000000' }),
    ).toString('base64url');
    await app.inject({ url: UpstreamPath.idType, headers: { 'x-anti-fraud': good, 'x-request-id': 'risk-good' } });
    const bad = await app.inject({
      url: UpstreamPath.idType,
      headers: { 'x-anti-fraud': '%%%', 'x-request-id': 'risk-bad' },
    });
    expect(bad.statusCode).toBe(200);
    await app.airline.risk.flush();
    const [g] = await app.airline.db.select().from(riskEvent).where(eq(riskEvent.requestId, 'risk-good'));
    const [b] = await app.airline.db.select().from(riskEvent).where(eq(riskEvent.requestId, 'risk-bad'));
    expect(g).toMatchObject({ valid: true, blackBox: 'device-1234', channel: 'B2C', path: UpstreamPath.idType });
    expect(b).toMatchObject({ valid: false });
  });
});
