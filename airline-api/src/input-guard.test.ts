import type { FastifyInstance } from 'fastify';
import { ErrorEnvelopeSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { caller, loginToken } from '../test/account-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../test/test-server';
import { holdsNul } from './input-guard';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

const answer = (res: { statusCode: number; body: string }) => ({
  status: res.statusCode,
  code: ErrorEnvelopeSchema.parse(JSON.parse(res.body)).code,
});
const BAD = { status: 400, code: ResultCode.BAD_REQUEST };

describe('a NUL character never reaches the database (PostgreSQL refuses it in text)', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await testServer();
    token = await loginToken(app);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });

  it('answers BAD_REQUEST for a NUL in a body field, a nested one or a key', async () => {
    const api = caller(app);
    const lookup = { orderNo: 'YQ1234567890', passengerName: '张云雀', mobile: '13812345678' };
    expect(answer(await api.post(UpstreamPath.visitorOrder, { ...lookup, passengerName: 'Li\u0000' }))).toEqual(BAD);
    expect(answer(await api.post(UpstreamPath.cmsItem, { id: 'news-zh-\u0000' }))).toEqual(BAD);
    const tips = { tipsParamList: [{ dest: 'PEK\u0000', dept: 'CAN', flightDate: '2026-12-10' }] };
    expect(answer(await api.post(UpstreamPath.tips, tips))).toEqual(BAD);
    expect(answer(await api.post(UpstreamPath.cmsItem, { id: 'x', ['a\u0000']: 1 }))).toEqual(BAD);
    // Without the NUL the same lookup is an ordinary miss.
    expect(answer(await api.post(UpstreamPath.visitorOrder, lookup)).code).toBe(ResultCode.ORDER_NOT_FOUND);
  });

  it('answers BAD_REQUEST for %00 or a raw NUL in a path id or a query value', async () => {
    const order = (no: string) => caller(app).get(UpstreamPath.myFlightOrder.replace(':orderNo', no), token);
    expect(answer(await order('%00'))).toEqual(BAD);
    expect(answer(await order('YQ1%00'))).toEqual(BAD);
    expect(answer(await caller(app).get(`${UpstreamPath.qrStatus}?qrId=%00`))).toEqual(BAD);
    expect(answer(await caller(app).get(`${UpstreamPath.myOrders}?tab=ALL%00`, token))).toEqual(BAD);
    expect(answer(await caller(app).get('/sandbox/pay/%00'))).toEqual(BAD);
    expect(answer(await app.inject({ url: `${UpstreamPath.qrStatus}?qrId=a\u0000b` }))).toEqual(BAD);
    expect(answer(await order('YQ1')).code).toBe(ResultCode.ORDER_NOT_FOUND);
  });

  it('finds nothing, rather than failing, for a link-local address with its IPv6 zone id', async () => {
    const city = (ip: string) => app.inject({ url: `${UpstreamPath.cityByIp}?ip=${encodeURIComponent(ip)}` });
    expect(answer(await city('fe80::1%eth0'))).toEqual({ status: 404, code: ResultCode.NOT_FOUND });
    expect(answer(await city('fe80::1%25'))).toEqual({ status: 404, code: ResultCode.NOT_FOUND });
    expect(answer(await city('1.2.3.4%eth0'))).toEqual(BAD);
    expect(answer(await city('%eth0'))).toEqual(BAD);
    expect(answer(await city('1.2.3.4')).code).toBe(ResultCode.OK);
    expect(answer(await city('::ffff:1.2.3.4')).status).toBeLessThan(500);
  });
});

describe('holdsNul', () => {
  it('finds a NUL in strings and keys at any depth, and walks a deep body without recursion', () => {
    expect(holdsNul({ a: [{ b: ['x', 'y\u0000'] }] })).toBe(true);
    expect(holdsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(holdsNul({ a: [1, true, null, 'text'] })).toBe(false);
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});
