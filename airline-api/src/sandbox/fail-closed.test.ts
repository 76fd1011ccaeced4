import type { FastifyInstance } from 'fastify';
import { ErrorEnvelopeSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { DEMO, passwordLogin } from '../../test/account-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testDatabase, testServer } from '../../test/test-server';
import { readEnv, sandboxOn } from '../env';
import { isLoopback } from './loopback-only';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

const codeOf = (res: { body: string }) => ErrorEnvelopeSchema.parse(JSON.parse(res.body)).code;

// The sandbox hands out anyone's codes and pays any order: it must be asked for where the site is public,
// its controls answer this machine only, and its demo members exist only with it (decision 13).
describe('sandboxOn', () => {
  const on = (vars: Record<string, string>) => sandboxOn(readEnv(vars as NodeJS.ProcessEnv));

  it('is on by default for a site on this machine', () => {
    expect(on({})).toBe(true);
    expect(on({ PUBLIC_SITE_URL: 'http://localhost:3000' })).toBe(true);
    expect(on({ PUBLIC_SITE_URL: 'http://127.0.0.1:3000' })).toBe(true);
    expect(on({ PUBLIC_SITE_URL: 'http://[::1]:3000' })).toBe(true);
  });

  it('refuses to guess under a public origin', () => {
    expect(() => on({ PUBLIC_SITE_URL: 'https://www.skylark.example' })).toThrow(/AIRLINE_SANDBOX/);
    expect(() => on({ PUBLIC_SITE_URL: 'http://10.0.0.5:3000' })).toThrow(/AIRLINE_SANDBOX/);
    expect(() => on({ PUBLIC_SITE_URL: 'http://localhost.evil.example' })).toThrow(/AIRLINE_SANDBOX/);
  });

  it('takes an explicit answer anywhere', () => {
    expect(on({ PUBLIC_SITE_URL: 'https://www.skylark.example', AIRLINE_SANDBOX: '0' })).toBe(false);
    expect(on({ PUBLIC_SITE_URL: 'https://www.skylark.example', AIRLINE_SANDBOX: '1' })).toBe(true);
    expect(on({ AIRLINE_SANDBOX: 'off' })).toBe(false);
  });
});

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.0.0.2', '127.255.0.9', '::1', '::ffff:127.0.0.1'])('%s is this machine', (a) =>
    expect(isLoopback(a)).toBe(true),
  );
  it.each(['10.0.0.1', '203.0.113.5', '::ffff:10.0.0.1', '128.0.0.1', '127.0.0.1.evil', '', undefined])(
    '%s is not',
    (a) => expect(isLoopback(a)).toBe(false),
  );
});

describe('with the sandbox on', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => app.close());

  it.each([
    ['GET', `${UpstreamPath.sandboxOutbox}?to=13800138000`],
    ['GET', UpstreamPath.sandboxClock],
    ['POST', UpstreamPath.sandboxClock],
    ['POST', UpstreamPath.sandboxFaults],
    ['POST', UpstreamPath.sandboxRunJobs],
    ['POST', UpstreamPath.sandboxRealNameReview],
  ] as const)('%s %s answers a remote caller 404, whatever it forwards', async (method, url) => {
    const res = await app.inject({
      method,
      url,
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe(ResultCode.NOT_FOUND);
  });

  it('answers the outbox and the clock to this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.3', '::1']) {
      const outbox = await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=13800138000`, remoteAddress });
      expect(codeOf(outbox)).toBe(ResultCode.OK);
      expect(codeOf(await app.inject({ url: UpstreamPath.sandboxClock, remoteAddress }))).toBe(ResultCode.OK);
    }
  });

  it('says so in its health answer, and seeds the demo members', async () => {
    expect((await app.inject({ url: UpstreamPath.health })).json().data.sandbox).toBe(true);
    expect(codeOf(await passwordLogin(app, { cellphone: DEMO.cellphone, password: DEMO.password }))).toBe(
      ResultCode.OK,
    );
  });
});

describe('with the sandbox off', () => {
  it(
    'has no demo members, no outbox and no clock, and says so in its health answer',
    async () => {
      const app = await testServer({ sandbox: false });
      try {
        expect((await app.inject({ url: UpstreamPath.health })).json().data.sandbox).toBe(false);
        const login = await passwordLogin(app, { cellphone: DEMO.cellphone, password: DEMO.password });
        expect(codeOf(login)).toBe(ResultCode.WRONG_CREDENTIALS);
        expect((await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=13800138000` })).statusCode).toBe(404);
        expect((await app.inject({ method: 'POST', url: UpstreamPath.sandboxClock, payload: {} })).statusCode).toBe(
          404,
        );
      } finally {
        await app.close();
      }
    },
    SERVER_START_TIMEOUT_MS,
  );

  it(
    'retires the published password of demo members a sandbox run left in the database',
    async () => {
      const database = await testDatabase();
      try {
        const demo = await testServer({ database: database.option });
        await demo.close();
        const real = await testServer({ database: database.option, sandbox: false });
        try {
          const login = await passwordLogin(real, { cellphone: DEMO.cellphone, password: DEMO.password });
          expect(codeOf(login)).toBe(ResultCode.PASSWORD_RESET_REQUIRED);
        } finally {
          await real.close();
        }
      } finally {
        await database.close();
      }
    },
    SERVER_START_TIMEOUT_MS * 2,
  );
});
