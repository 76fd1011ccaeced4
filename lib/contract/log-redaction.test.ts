import { runInNewContext } from 'node:vm';
import { CENSOR, errorForLog, isPersonalKey, redactForLog } from './log-redaction';

const PHONE = '13912345678';
const ID = '110101199003078515';

describe('log redaction', () => {
  it('censors personal keys at any depth and in arrays, and drops bulk values whole', () => {
    const out = redactForLog({
      level: { deeper: { passengers: [{ passengerName: 'Li Lei', type: 'ADT' }] } },
      contact: { Mobile: PHONE, areaCode: '86' },
      params: ['Li Lei', PHONE],
      body: { whatever: 1 },
      orderNo: 'YQ2026120112345678',
    });
    expect(out).toEqual({
      level: { deeper: { passengers: [{ passengerName: CENSOR, type: 'ADT' }] } },
      contact: { Mobile: CENSOR, areaCode: '86' },
      params: CENSOR,
      body: CENSOR,
      orderNo: 'YQ2026120112345678',
    });
    for (const key of ['captchaToken', 'bindTicket', 'certificateNumber', 'x-member-token', 'photoBase64'])
      expect(isPersonalKey(key)).toBe(true);
    for (const key of ['code', 'orderNo', 'status', 'path', 'requestId']) expect(isPersonalKey(key)).toBe(false);
  });

  it('masks e-mail addresses, mobile numbers and ID numbers in text with no key to go by', () => {
    expect(redactForLog([`call ${PHONE}`, `mail li.lei@example.com`, `id ${ID}`, 'YQ2026120112345678'])).toEqual([
      `call ${CENSOR}`,
      `mail ${CENSOR}`,
      `id ${CENSOR}`,
      'YQ2026120112345678',
    ]);
    // Package paths in a stack are no e-mail addresses.
    const frame = '    at x (/app/node_modules/@electric-sql/pglite/dist/index.js:1:2)';
    expect(redactForLog(frame)).toBe(frame);
  });

  it('walks objects of another realm, and survives cycles and depth', () => {
    const foreign = runInNewContext(`({ contact: { phone: '${PHONE}' } })`) as object;
    expect(JSON.stringify(redactForLog({ foreign }))).not.toContain(PHONE);
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    expect(redactForLog(cycle)).toEqual({ a: 1, self: '[circular]' });
    let deep: unknown = { phone: PHONE };
    for (let i = 0; i < 50; i += 1) deep = { deep };
    expect(JSON.stringify(redactForLog(deep))).not.toContain(PHONE);
  });

  it("keeps of an error what names the failure, never a query's parameters or the values it quotes", () => {
    const postgres = Object.assign(new Error(`invalid input syntax for type integer: "${PHONE}x"`), {
      severity: 'ERROR',
      code: '22P02',
      detail: `Key (phone)=(${PHONE}) already exists.`,
      table: 'complaint',
      params: ['Li Lei', PHONE],
    });
    const failed = Object.assign(
      new Error(`Failed query: insert into "complaint" values ($1, $2)\nparams: Li Lei,${PHONE}`),
      {
        query: 'insert into "complaint" values ($1, $2)',
        params: ['Li Lei', PHONE],
        cause: postgres,
      },
    );
    const out = errorForLog(failed) as Record<string, unknown>;
    expect(out).toMatchObject({
      message: 'Failed query',
      query: 'insert into "complaint" values ($1, $2)',
      cause: { code: '22P02', table: 'complaint', message: 'invalid input syntax for type integer: "…"' },
    });
    expect(JSON.stringify(out)).not.toMatch(/Li Lei|13912345678|params|detail/);
    let json: unknown;
    try {
      JSON.parse('{"name":"Li Lei",');
    } catch (error) {
      json = error;
    }
    expect(JSON.stringify(errorForLog(json))).not.toContain('Li Lei');
  });
});
