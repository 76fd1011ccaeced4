import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@/lib/contract';
import { REAL_NAME_VALID_DAYS } from '@/lib/domain/real-name-rules';
import { realName } from '../db/schema';
import { ApiError } from '../errors';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';
import { certificationOf, realNameRefusal, requireCertified } from './real-name-gate';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

const DAY = 86_400_000;
let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());

let seq = 0;
/** A member id with a certification of this status, reviewed `ageMs` before the test clock's now. */
async function memberWith(status: number, ageMs: number | null): Promise<string> {
  const memberId = `gate-member-${++seq}`;
  await app.airline.db.insert(realName).values({
    memberId,
    status,
    name: '王小明',
    certificateType: 'NI',
    certificateNumber: '44010619900101123X',
    submittedAt: new Date(TEST_NOW - (ageMs ?? 0) - DAY),
    reviewedAt: ageMs === null ? null : new Date(TEST_NOW - ageMs),
  });
  return memberId;
}

/** The code requireCertified refuses with, or 'ok'. */
async function gate(memberId: string): Promise<string> {
  try {
    await requireCertified(app.airline, memberId);
    return 'ok';
  } catch (err) {
    if (err instanceof ApiError) return err.code;
    throw err;
  }
}

describe('requireCertified (spec §6 certified members only, §8 real-name certification expired)', () => {
  it('refuses a member who never submitted, is under review or failed: please complete real-name first', async () => {
    expect(await gate('gate-nobody')).toBe(ResultCode.REAL_NAME_REQUIRED);
    expect(await gate(await memberWith(1, null))).toBe(ResultCode.REAL_NAME_REQUIRED);
    expect(await gate(await memberWith(2, DAY))).toBe(ResultCode.REAL_NAME_REQUIRED);
  });

  it('lets a certified member through up to the last millisecond of REAL_NAME_VALID_DAYS', async () => {
    expect(await gate(await memberWith(3, DAY))).toBe('ok');
    const lastMoment = await memberWith(3, REAL_NAME_VALID_DAYS * DAY - 1);
    expect(await gate(lastMoment)).toBe('ok');
    expect((await certificationOf(app.airline, lastMoment)).expiresAt?.getTime()).toBe(TEST_NOW + 1);
  });

  it('refuses a certification that has lapsed: real-name certification expired', async () => {
    const lapsed = await memberWith(3, REAL_NAME_VALID_DAYS * DAY);
    expect(await gate(lapsed)).toBe(ResultCode.REAL_NAME_EXPIRED);
    expect(await certificationOf(app.airline, lapsed)).toMatchObject({ status: 3, expired: true });
    expect(await gate(await memberWith(3, (REAL_NAME_VALID_DAYS + 400) * DAY))).toBe(ResultCode.REAL_NAME_EXPIRED);
  });

  it("judges only the member it is given: another member's certification never lets one through", async () => {
    const certified = await memberWith(3, DAY);
    expect(await gate(certified)).toBe('ok');
    expect(await gate(`${certified}-other`)).toBe(ResultCode.REAL_NAME_REQUIRED);
  });

  it('names the refusal of each status without the database', () => {
    expect(realNameRefusal({ status: 0, expired: false })).toBe(ResultCode.REAL_NAME_REQUIRED);
    expect(realNameRefusal({ status: 1, expired: false })).toBe(ResultCode.REAL_NAME_REQUIRED);
    expect(realNameRefusal({ status: 2, expired: false })).toBe(ResultCode.REAL_NAME_REQUIRED);
    expect(realNameRefusal({ status: 3, expired: true })).toBe(ResultCode.REAL_NAME_EXPIRED);
    expect(realNameRefusal({ status: 3, expired: false })).toBeNull();
  });
});
