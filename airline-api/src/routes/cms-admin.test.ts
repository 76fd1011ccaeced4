import type { FastifyInstance } from 'fastify';
import { ResultCode, UpstreamPath, type CmsItem } from '@/lib/contract';
import {
  DB_TEST_TIMEOUT_MS,
  OPS_TOKEN,
  SERVER_START_TIMEOUT_MS,
  testDatabase,
  testServer,
  type TestDatabase,
} from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

/** Issue 30 §1 "CMS changes reach every instance at once" (decision 60): the write side and its revalidation. */
describe('admin CMS publish and withdraw', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const told: string[] = [];
  beforeAll(async () => {
    database = await testDatabase();
    const fetch = (async (url: string, init: RequestInit) => {
      told.push(`${url} ${String(init.body)}`);
      return new Response('{}');
    }) as typeof globalThis.fetch;
    app = await testServer({
      database: database.option,
      webRevalidate: { urls: ['http://web-1.test/r', 'http://web-2.test/r'], secret: 'shared', fetch },
    });
    // What the start-up seed may have announced is not this test's business.
    told.length = 0;
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const admin = (url: string, payload: object, authorization = `Bearer ${OPS_TOKEN}`) =>
    app.inject({ method: 'POST', url, payload, headers: { authorization } });
  const notices = async () =>
    (
      await app.inject({
        method: 'POST',
        url: UpstreamPath.cmsQuery,
        payload: { siteId: 's', appkey: 'k', appId: 'a', categoryTypeCode: 'NOTICE', language: 'zh_CN' },
      })
    ).json().data as { count: number; list: CmsItem[] };
  const notice = { categoryTypeCode: 'NOTICE', language: 'zh_CN', key: 'ops_typhoon', title: '台风航班调整' };

  it('needs the ops token', async () => {
    for (const auth of ['Bearer wrong', '']) {
      expect((await admin(UpstreamPath.adminCmsPublish, notice, auth)).statusCode).toBe(401);
      expect((await admin(UpstreamPath.adminCmsWithdraw, { id: 'notice-zh-x' }, auth)).statusCode).toBe(401);
    }
    expect(told).toEqual([]);
  });

  it('puts an item live first in its list, replaces it by key, tells every web each time', async () => {
    const before = await notices();
    const published = await admin(UpstreamPath.adminCmsPublish, { ...notice, summary: '首版' });
    expect(published.json().code).toBe(ResultCode.OK);
    const id = published.json().data.id;
    expect(id).toBe('notice-zh-ops_typhoon');
    const after = await notices();
    expect(after.count).toBe(before.count + 1);
    expect(after.list[0]).toMatchObject({ id, title: '台风航班调整', summary: '首版' });
    expect(told).toEqual(['http://web-1.test/r {"tags":["cms"]}', 'http://web-2.test/r {"tags":["cms"]}']);

    await admin(UpstreamPath.adminCmsPublish, { ...notice, title: '台风航班调整（更新）' });
    const again = await notices();
    expect(again.count).toBe(before.count + 1);
    expect(again.list[0]).toMatchObject({ id, title: '台风航班调整（更新）', summary: null });
    expect(told).toHaveLength(4);

    expect((await admin(UpstreamPath.adminCmsWithdraw, { id })).json().data).toEqual({ id });
    expect((await notices()).list.map((i) => i.id)).not.toContain(id);
    expect(told).toHaveLength(6);
    const gone = await admin(UpstreamPath.adminCmsWithdraw, { id });
    expect([gone.statusCode, gone.json().code]).toEqual([404, ResultCode.NOT_FOUND]);
    expect(told).toHaveLength(6);
  });

  it('refuses an unknown category, a blank title or a key outside the convention', async () => {
    for (const body of [
      { ...notice, categoryTypeCode: 'POSTER' },
      { ...notice, title: '   ' },
      { ...notice, key: 'a-b' },
      { ...notice, language: 'fr_FR' },
    ]) {
      const res = await admin(UpstreamPath.adminCmsPublish, body);
      expect([res.statusCode, res.json().code]).toEqual([400, ResultCode.BAD_REQUEST]);
    }
  });
});
