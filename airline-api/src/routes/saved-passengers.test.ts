import type { FastifyInstance } from 'fastify';
import {
  ResultCode,
  SavedPassengerSchema,
  SavedPassengersDataSchema,
  SavedPassengersDeletedSchema,
  UpstreamPath,
} from '@/lib/contract';
import { SAVED_PASSENGERS_MAX } from '@/lib/domain/saved-passenger-rules';
import { z } from 'zod';
import { PLAIN_PHONE } from '../db/seed/members';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { idNumber, reserveBody, reserveOk, standardFare } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

const DAY = 86_400_000;
let app: FastifyInstance;
let demo: string;
let plain: string;
beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

let seq = 100;
/** Letters only (an English name), one set per number. */
const letters = (n: number) => [...String(n)].map((d) => String.fromCharCode(65 + Number(d))).join('');
/** A passport holder (no check digit to compute), a person and a document of their own per call. */
const passenger = (over: Record<string, unknown> = {}) => ({
  surname: 'LI',
  givenName: `MING${letters(++seq)}`,
  gender: 'M',
  birthday: '1985-05-05',
  nationality: 'CN',
  certificateType: 'PP',
  certificateNumber: `E${String(seq).padStart(8, '0')}`,
  certificateValidity: '2032-01-01',
  areaCode: '86',
  mobile: '13911112222',
  ...over,
});

const api = () => caller(app);
/** A call as the demo member, another member (their token) or nobody (null). */
const post = (url: string, body: Record<string, unknown>, token: string | null = demo) =>
  api().post(url, body, token ?? undefined);
const list = async (token = demo) =>
  okData(SavedPassengersDataSchema, await api().get(UpstreamPath.savedPassengers, token));
const add = async (body = passenger(), token = demo) =>
  okData(SavedPassengerSchema, await post(UpstreamPath.savedPassengerAdd, body, token));
const ErrorDataSchema = z.object({ code: z.string(), data: z.unknown().optional() });

describe('saved passengers (spec §2 /member/passengers)', () => {
  it("adds, lists, edits and deletes the member's own passengers; the type follows the birthday", async () => {
    const before = (await list()).list.length;
    const saved = await add(passenger({ birthday: '2020-01-01', type: undefined }));
    expect(saved.type).toBe('CHD');
    const after = await list();
    expect(after.max).toBe(SAVED_PASSENGERS_MAX);
    expect(after.list).toHaveLength(before + 1);
    expect(after.list.map((p) => p.passengerId)).toContain(saved.passengerId);

    const edited = okData(
      SavedPassengerSchema,
      await post(UpstreamPath.savedPassengerUpdate, {
        ...passenger({ certificateNumber: saved.certificateNumber, mobile: '13933334444', email: 'li@example.com' }),
        passengerId: saved.passengerId,
      }),
    );
    expect(edited).toMatchObject({ mobile: '13933334444', email: 'li@example.com', type: 'ADT' });
    // Not a document change: the 365-day clock has not started.
    expect(edited.nextDocumentChangeAt).toBeUndefined();

    const deleted = await post(UpstreamPath.savedPassengerDelete, { passengerId: saved.passengerId });
    expect(okData(SavedPassengersDeletedSchema, deleted).deleted).toBe(1);
    expect((await list()).list).toHaveLength(before);
    expect(codeOf(await post(UpstreamPath.savedPassengerDelete, { passengerId: saved.passengerId }))).toBe(
      ResultCode.NOT_FOUND,
    );
  });

  it('refuses the rules: mobile required, a wrong document number, a type the birthday does not make', async () => {
    const { mobile: _m, ...noMobile } = passenger();
    expect(codeOf(await post(UpstreamPath.savedPassengerAdd, noMobile))).toBe(ResultCode.BAD_REQUEST);
    const wrongId = await post(
      UpstreamPath.savedPassengerAdd,
      passenger({ certificateType: 'NI', certificateNumber: '110101199003078511', name: '李明' }),
    );
    expect(ErrorDataSchema.parse(JSON.parse(wrongId.body))).toMatchObject({
      code: ResultCode.PASSENGER_INVALID,
      data: { issues: { certificateNumber: expect.any(String) } },
    });
    const wrongType = await post(UpstreamPath.savedPassengerAdd, passenger({ type: 'INF' }));
    expect(ErrorDataSchema.parse(JSON.parse(wrongType.body))).toMatchObject({
      data: { issues: { birthday: 'passengerTypeMismatch' } },
    });
    expect(codeOf(await post(UpstreamPath.savedPassengerAdd, passenger({ mobile: '23911112222' })))).toBe(
      ResultCode.PASSENGER_INVALID,
    );
  });

  it('refuses the same document twice, on add and on edit (number in any case)', async () => {
    const first = await add(passenger({ certificateNumber: 'G12345678' }));
    expect(codeOf(await post(UpstreamPath.savedPassengerAdd, passenger({ certificateNumber: 'g12345678' })))).toBe(
      ResultCode.SAVED_PASSENGER_DUPLICATE,
    );
    const second = await add();
    expect(
      codeOf(
        await post(UpstreamPath.savedPassengerUpdate, {
          ...passenger({ certificateNumber: 'G12345678' }),
          passengerId: second.passengerId,
        }),
      ),
    ).toBe(ResultCode.SAVED_PASSENGER_DUPLICATE);
    await post(UpstreamPath.savedPassengerBatchDelete, { passengerIds: [first.passengerId, second.passengerId] });
  });

  it('keeps at most SAVED_PASSENGERS_MAX: max - 1 and max are added, max + 1 is refused', async () => {
    const own = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
    const start = (await list(own)).list.length;
    for (let n = start; n < SAVED_PASSENGERS_MAX - 1; n++) await add(passenger(), own);
    expect((await list(own)).list).toHaveLength(SAVED_PASSENGERS_MAX - 1);
    await add(passenger(), own);
    expect((await list(own)).list).toHaveLength(SAVED_PASSENGERS_MAX);
    expect(codeOf(await post(UpstreamPath.savedPassengerAdd, passenger(), own))).toBe(ResultCode.SAVED_PASSENGER_LIMIT);
    // A booking that saves one more at the maximum still books, and saves nothing new.
    const { fareId } = await standardFare(app, 4);
    const body = reserveBody([fareId]);
    body.passengers = body.passengers.map((p) => ({
      ...p,
      save: true,
      certificateNumber: idNumber('1990-03-07', '861'),
    }));
    await reserveOk(app, body, { token: own });
    expect((await list(own)).list).toHaveLength(SAVED_PASSENGERS_MAX);
    const all = (await list(own)).list.map((p) => p.passengerId);
    await post(UpstreamPath.savedPassengerBatchDelete, { passengerIds: all }, own);
    expect((await list(own)).list).toHaveLength(0);
  });

  it.each([
    [364, ResultCode.DOCUMENT_CHANGE_LIMIT],
    [365, ResultCode.OK],
    [366, ResultCode.OK],
  ])('a second document change %i days after the first: %s', async (days, code) => {
    const saved = await add();
    let token = demo;
    const change = (number: string) =>
      post(
        UpstreamPath.savedPassengerUpdate,
        { ...passenger({ certificateNumber: number }), passengerId: saved.passengerId },
        token,
      );
    const first = okData(SavedPassengerSchema, await change(`H${days}00001`));
    expect(first.nextDocumentChangeAt).toBe(new Date(app.airline.clock.now() + 365 * DAY).toISOString());
    setOffset(app, days * DAY);
    token = await loginToken(app); // a login does not last a year
    const second = await change(`H${days}00002`);
    expect(codeOf(second)).toBe(code);
    if (code !== ResultCode.OK)
      expect(ErrorDataSchema.parse(JSON.parse(second.body)).data).toEqual({
        nextDocumentChangeAt: first.nextDocumentChangeAt,
      });
    // A change of the document type counts too; other fields never do.
    setOffset(app, days * DAY + 1);
    const typeChange = await post(
      UpstreamPath.savedPassengerUpdate,
      { ...passenger({ certificateType: 'TI', certificateNumber: `H${days}00001` }), passengerId: saved.passengerId },
      token,
    );
    expect(codeOf(typeChange)).toBe(ResultCode.DOCUMENT_CHANGE_LIMIT);
    const kept = code === ResultCode.OK ? `H${days}00002` : `H${days}00001`;
    const other = await post(
      UpstreamPath.savedPassengerUpdate,
      { ...passenger({ certificateNumber: kept, mobile: '13955556666' }), passengerId: saved.passengerId },
      token,
    );
    expect(codeOf(other)).toBe(ResultCode.OK);
  });

  it('deleting is a change too: a document changed within 365 days stays, alone or in a batch', async () => {
    const changed = await add();
    const other = await add();
    const edit = okData(
      SavedPassengerSchema,
      await post(UpstreamPath.savedPassengerUpdate, {
        ...passenger({ givenName: changed.givenName, certificateNumber: `K${seq}0001` }),
        passengerId: changed.passengerId,
      }),
    );
    const refused = await post(UpstreamPath.savedPassengerBatchDelete, {
      passengerIds: [other.passengerId, changed.passengerId],
    });
    expect(codeOf(refused)).toBe(ResultCode.DOCUMENT_CHANGE_LIMIT);
    expect(ErrorDataSchema.parse(JSON.parse(refused.body)).data).toEqual({
      nextDocumentChangeAt: edit.nextDocumentChangeAt,
    });
    // All or nothing: the other passenger is still there.
    const ids = (await list()).list.map((p) => p.passengerId);
    expect(ids).toEqual(expect.arrayContaining([changed.passengerId, other.passengerId]));
    expect(codeOf(await post(UpstreamPath.savedPassengerDelete, { passengerId: changed.passengerId }))).toBe(
      ResultCode.DOCUMENT_CHANGE_LIMIT,
    );
    // 365 days on, it may go.
    setOffset(app, 365 * DAY);
    const token = await loginToken(app);
    expect(codeOf(await post(UpstreamPath.savedPassengerDelete, { passengerId: changed.passengerId }, token))).toBe(
      ResultCode.OK,
    );
    expect(codeOf(await post(UpstreamPath.savedPassengerDelete, { passengerId: other.passengerId }, token))).toBe(
      ResultCode.OK,
    );
  });

  it('the same person deleted and saved again keeps the clock: the new document waits 365 days', async () => {
    const first = await add();
    expect(first.nextDocumentChangeAt).toBeUndefined();
    expect(codeOf(await post(UpstreamPath.savedPassengerDelete, { passengerId: first.passengerId }))).toBe(
      ResultCode.OK,
    );
    const deletedAt = app.airline.clock.now();
    // The same names and birthday, another passport: saved, but its document may not change for a year.
    const again = await add(passenger({ givenName: first.givenName, certificateNumber: `K${seq}0002` }));
    expect(again.nextDocumentChangeAt).toBe(new Date(deletedAt + 365 * DAY).toISOString());
    const change = await post(UpstreamPath.savedPassengerUpdate, {
      ...passenger({ givenName: first.givenName, certificateNumber: `K${seq}0003` }),
      passengerId: again.passengerId,
    });
    expect(codeOf(change)).toBe(ResultCode.DOCUMENT_CHANGE_LIMIT);
    // Someone else is not held.
    const stranger = await add();
    expect(stranger.nextDocumentChangeAt).toBeUndefined();
  });

  it("another member's passenger is not found on edit, delete and batch delete, and stays", async () => {
    const mine = await add();
    const theirs = await add(passenger(), plain);
    const body = { ...passenger(), passengerId: theirs.passengerId };
    expect(codeOf(await post(UpstreamPath.savedPassengerUpdate, body))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await post(UpstreamPath.savedPassengerDelete, { passengerId: theirs.passengerId }))).toBe(
      ResultCode.NOT_FOUND,
    );
    const batch = { passengerIds: [mine.passengerId, theirs.passengerId] };
    expect(codeOf(await post(UpstreamPath.savedPassengerBatchDelete, batch))).toBe(ResultCode.NOT_FOUND);
    // All or nothing: neither was deleted.
    expect((await list()).list.map((p) => p.passengerId)).toContain(mine.passengerId);
    expect((await list(plain)).list.map((p) => p.passengerId)).toContain(theirs.passengerId);
    expect(codeOf(await post(UpstreamPath.savedPassengerBatchDelete, { passengerIds: [] }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    const both = await post(UpstreamPath.savedPassengerBatchDelete, { passengerIds: [mine.passengerId] });
    expect(okData(SavedPassengersDeletedSchema, both).deleted).toBe(1);
    await post(UpstreamPath.savedPassengerDelete, { passengerId: theirs.passengerId }, plain);
  });

  it('refuses every call without a member token', async () => {
    const saved = await add();
    for (const [url, body] of [
      [UpstreamPath.savedPassengerAdd, passenger()],
      [UpstreamPath.savedPassengerUpdate, { ...passenger(), passengerId: saved.passengerId }],
      [UpstreamPath.savedPassengerDelete, { passengerId: saved.passengerId }],
      [UpstreamPath.savedPassengerBatchDelete, { passengerIds: [saved.passengerId] }],
    ] as const)
      expect(codeOf(await post(url, body, null))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await api().get(UpstreamPath.savedPassengers))).toBe(ResultCode.NOT_LOGGED_IN);
    expect((await list()).list.map((p) => p.passengerId)).toContain(saved.passengerId);
  });
});
