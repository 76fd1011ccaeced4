import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type Database } from './db/client';
import { complaint } from './db/schema';
import { handleError } from './error-handler';
import { logOptions } from './log-redaction';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testDatabase, type TestDatabase } from '../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

/** A complainant as the complaint form sends one. */
const PERSON = { name: 'Wang Xiaoming', certificateNumber: 'E98765432', phone: '13912345678' };
const row = (id: string) => ({
  id,
  type: 'complaint',
  ...PERSON,
  content: 'The flight left two hours late.',
  language: 'en_US',
  createdAt: new Date('2026-12-01T02:00:00Z'),
});

describe("airline-api's logs never show a failed query's parameters or personal data", () => {
  let own: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  const lines: string[] = [];
  const logged = () => lines.join('');

  beforeAll(async () => {
    own = await testDatabase();
    database = await openDatabase(own.option);
    // The server's own logger options, writing into `lines`.
    app = Fastify({ logger: { ...logOptions('info'), stream: { write: (line: string) => lines.push(line) } } });
    app.setErrorHandler(handleError);
    app.post('/complaint', async () => {
      await database.db.insert(complaint).values(row('CS1'));
      await database.db.insert(complaint).values(row('CS1')); // the same id again: a unique violation
      return { code: '0' };
    });
    app.get('/nested', async (req) => {
      req.log.info(
        {
          complainants: [{ ...PERSON }, [PERSON.phone, { contact: { mobile: PERSON.phone } }]],
          params: [PERSON.name, PERSON.certificateNumber],
          body: { anything: PERSON.name },
          order: { orderNo: 'YQ123', passengers: [{ passengerName: PERSON.name, idNumber: PERSON.certificateNumber }] },
        },
        'nested',
      );
      return { code: '0' };
    });
    await app.ready();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
    await database?.close();
    await own?.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it('logs a failed insert by its SQL text and database code, without the complainant in its parameters', async () => {
    const res = await app.inject({ method: 'POST', url: '/complaint' });
    expect(res.statusCode).toBe(500);
    const text = logged();
    expect(text).toContain('unexpected error');
    expect(text).toContain('insert into \\"complaint\\"'); // what failed …
    expect(text).toContain('23505'); // … and why (unique violation)
    for (const value of Object.values(PERSON)) expect(text).not.toContain(value);
    expect(text).not.toMatch(/params/);
  });

  it('censors personal fields at any depth and in arrays, and drops query parameters and bodies whole', async () => {
    await app.inject({ url: '/nested' });
    const text = logged();
    expect(text).toContain('"orderNo":"YQ123"');
    expect(text).toContain('[redacted]');
    for (const value of Object.values(PERSON)) expect(text).not.toContain(value);
  });

  it('logs a body that is not JSON without quoting it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/complaint',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"${PERSON.name}",`,
    });
    expect(res.statusCode).toBe(400);
    expect(logged()).toContain('bad request');
    expect(logged()).not.toContain(PERSON.name);
  });

  it('logs a request by its path, never its query string', async () => {
    await app.inject({ url: `/nested?to=${PERSON.phone}&name=${encodeURIComponent(PERSON.name)}` });
    expect(logged()).toContain('"url":"/nested"');
    expect(logged()).not.toContain(PERSON.phone);
    expect(logged()).not.toContain('to=');
  });
});
