import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BOOK_SEGMENT,
  BookDeletedSchema,
  BookEntrySchema,
  BookListSchema,
  RegionListSchema,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { BENEFICIARY_REVIEW_HOURS, BOOK_MAX, type BookKind } from '@/lib/domain/member-book-rules';
import { PLAIN_PHONE } from '../db/seed/members';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

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

const path = (p: string, kind: BookKind) => p.replace(':kind', BOOK_SEGMENT[kind]);
const api = () => caller(app);
const post = (p: string, kind: BookKind, body: unknown, token: string | null = demo) =>
  api().post(path(p, kind), body as Record<string, unknown>, token ?? undefined);
const list = async <K extends BookKind>(kind: K, token = demo) =>
  okData(BookListSchema(kind), await api().get(path(UpstreamPath.bookList, kind), token));
const add = async <K extends BookKind>(kind: K, data: unknown, token = demo, isDefault?: boolean) =>
  okData(BookEntrySchema(kind), await post(UpstreamPath.bookAdd, kind, { data, isDefault }, token));
const ErrorDataSchema = z.object({ code: z.string(), data: z.unknown().optional() });
const issuesOf = async (res: Awaited<ReturnType<typeof post>>) =>
  (ErrorDataSchema.parse(JSON.parse(res.body)).data as { issues: Record<string, string> }).issues;

let n = 0;
const contact = (over: Record<string, string> = {}) => ({
  name: '王小明',
  areaCode: '86',
  mobile: `139${String(++n).padStart(8, '0')}`,
  email: '',
  ...over,
});
const address = (over: Record<string, string> = {}) => ({
  recipient: '王小明',
  areaCode: '86',
  phone: '13900001111',
  provinceCode: '440000',
  cityCode: '440100',
  districtCode: '440104',
  province: 'x',
  city: 'y',
  district: 'z',
  address: `环市东路${++n}号`,
  zip: '510000',
  ...over,
});
const company = (over: Record<string, string> = {}) => ({
  type: 'COMPANY',
  title: `广州天雀航空服务有限公司${++n}`,
  taxpayerId: '91350100M000100Y43',
  address: '',
  phone: '',
  bank: '',
  account: '',
  ...over,
});

const beneficiary = (over: Record<string, string> = {}) => ({
  surname: 'ZHANG',
  givenName: 'SAN',
  gender: 'M',
  birthday: '1990-01-01',
  certificateType: 'PP',
  certificateNumber: `G${String(++n).padStart(8, '0')}`,
  certificateValidity: '2033-01-01',
  issuingCountry: 'CN',
  areaCode: '86',
  mobile: '13800001111',
  ...over,
});

describe('the address book (spec §2 /member/contacts, /member/address, /member/eHeader/index)', () => {
  it('adds contacts, makes the first the default, moves the default, and refuses a duplicate phone', async () => {
    const first = await add('contact', contact(), plain);
    expect(first.isDefault).toBe(true);
    const second = await add('contact', contact(), plain);
    expect(second.isDefault).toBe(false);
    const after = okData(
      BookListSchema('contact'),
      await post(UpstreamPath.bookSetDefault, 'contact', { id: second.id }, plain),
    );
    expect(after.list.filter((e) => e.isDefault).map((e) => e.id)).toEqual([second.id]);
    expect(after.list[0]!.id).toBe(second.id);
    const res = await post(UpstreamPath.bookAdd, 'contact', { data: contact({ mobile: first.data.mobile }) }, plain);
    expect(codeOf(res)).toBe(ResultCode.BOOK_ENTRY_DUPLICATE);
  });

  it('answers every broken rule beside its field', async () => {
    const res = await post(UpstreamPath.bookAdd, 'contact', {
      data: contact({ name: ' ', mobile: '123', email: 'x@' }),
    });
    expect(res.statusCode).toBe(400);
    expect(await issuesOf(res)).toEqual({ name: 'required', mobile: 'phoneInvalid', email: 'emailInvalid' });
  });

  it('stores an address under the cascade’s own names and refuses a district of another city', async () => {
    const saved = await add('address', address());
    expect(saved.data).toMatchObject({ province: '广东省', city: '广州市', district: '越秀区' });
    const res = await post(UpstreamPath.bookAdd, 'address', { data: address({ districtCode: '441900121' }) });
    expect(await issuesOf(res)).toEqual({ districtCode: 'regionMismatch' });
  });

  it('serves the cascade: provinces, cities, districts', async () => {
    const provinces = okData(RegionListSchema, await api().get(`${UpstreamPath.regions}?code=86`));
    expect(provinces.list.find((r) => r.code === '440000')?.nameEn).toBe('Guangdong');
    const districts = okData(RegionListSchema, await api().get(`${UpstreamPath.regions}?code=440100`));
    expect(districts.list.map((r) => r.code)).toContain('440104');
    expect(okData(RegionListSchema, await api().get(`${UpstreamPath.regions}?code=abc`)).list).toEqual([]);
  });

  it('checks a company invoice title’s taxpayer id, then saves it in capitals', async () => {
    const bad = await post(UpstreamPath.bookAdd, 'invoiceHeader', {
      data: company({ taxpayerId: '91350100M000100Y44' }),
    });
    expect(await issuesOf(bad)).toEqual({ taxpayerId: 'taxpayerIdInvalid' });
    const saved = await add('invoiceHeader', company({ taxpayerId: '91350100m000100y43' }));
    expect(saved.data.taxpayerId).toBe('91350100M000100Y43');
  });

  it('keeps at most the maximum: max - 1 then max saved, the next refused with the kind’s code', async () => {
    const token = demo;
    const have = (await list('address', token)).list.length;
    for (let i = have; i < BOOK_MAX.address; i++) await add('address', address(), token);
    expect((await list('address', token)).list).toHaveLength(BOOK_MAX.address);
    const res = await post(UpstreamPath.bookAdd, 'address', { data: address() }, token);
    expect(codeOf(res)).toBe(ResultCode.ADDRESS_LIMIT);
  });

  it('gives the default to another entry when the default is deleted', async () => {
    const a = await add('invoiceHeader', { ...company(), type: 'PERSONAL', title: '李雷' }, plain);
    const b = await add('invoiceHeader', { ...company(), type: 'PERSONAL', title: '韩梅梅' }, plain);
    const current = (await list('invoiceHeader', plain)).list.find((e) => e.isDefault)!;
    okData(BookDeletedSchema, await post(UpstreamPath.bookDelete, 'invoiceHeader', { id: current.id }, plain));
    const left = (await list('invoiceHeader', plain)).list;
    expect(left.filter((e) => e.isDefault)).toHaveLength(1);
    expect(left.map((e) => e.id)).toEqual(expect.arrayContaining([a.id, b.id].filter((id) => id !== current.id)));
  });
});

describe('beneficiaries (spec §2 /member/beneficiary, §3 status, §5 duplicates rejected)', () => {
  it('is pending for the review hours after it is added, then effective; a second of the same document is refused', async () => {
    const saved = await add('beneficiary', beneficiary());
    expect(saved.status).toBe('pending');
    expect(saved.isDefault).toBe(false);
    const statusAt = async (offsetMs: number) => {
      await setOffset(app, offsetMs);
      const token = await loginToken(app);
      return (await list('beneficiary', token)).list.find((e) => e.id === saved.id)?.status;
    };
    expect(await statusAt(BENEFICIARY_REVIEW_HOURS * 3_600_000 - 60_000)).toBe('pending');
    expect(await statusAt(BENEFICIARY_REVIEW_HOURS * 3_600_000)).toBe('effective');
    await setOffset(app, 0);
    const again = await post(UpstreamPath.bookAdd, 'beneficiary', {
      data: beneficiary({ certificateNumber: ` ${saved.data.certificateNumber.toLowerCase()} ` }),
    });
    expect(codeOf(again)).toBe(ResultCode.BENEFICIARY_DUPLICATE);
  });

  it('has no default to set', async () => {
    const saved = await add('beneficiary', beneficiary());
    const res = await post(UpstreamPath.bookSetDefault, 'beneficiary', { id: saved.id });
    expect(codeOf(res)).toBe(ResultCode.NOT_FOUND);
  });
});

describe('member data only to its owner (IDOR)', () => {
  const sample = { contact, address, invoiceHeader: company, beneficiary } as const;
  it.each(['contact', 'address', 'invoiceHeader', 'beneficiary'] as const)(
    "another member's %s is not found for update, delete and set-default, and not listed",
    async (kind) => {
      const data = sample[kind]();
      const theirs = await add(kind, data, plain);
      expect((await list(kind)).list.map((e) => e.id)).not.toContain(theirs.id);
      for (const [p, body] of [
        [UpstreamPath.bookUpdate, { id: theirs.id, data }],
        [UpstreamPath.bookDelete, { id: theirs.id }],
        [UpstreamPath.bookSetDefault, { id: theirs.id }],
      ] as const) {
        const res = await post(p, kind, body);
        expect(res.statusCode).toBe(404);
        expect(codeOf(res)).toBe(ResultCode.NOT_FOUND);
      }
      expect((await list(kind, plain)).list.find((e) => e.id === theirs.id)?.data).toEqual(theirs.data);
    },
  );

  it('asks for a login, and refuses an unknown kind', async () => {
    expect(codeOf(await api().get(path(UpstreamPath.bookList, 'contact')))).toBe(ResultCode.NOT_LOGGED_IN);
    const res = await api().get(UpstreamPath.bookList.replace(':kind', 'wallets'), demo);
    expect(codeOf(res)).toBe(ResultCode.BAD_REQUEST);
  });
});
