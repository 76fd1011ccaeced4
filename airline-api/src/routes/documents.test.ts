import type { FastifyInstance } from 'fastify';
import {
  CmsQueryDataSchema,
  MEMBER_FAQ_CATEGORY,
  MEMBER_FAQ_PAGE_SIZE,
  MemberDocumentsDataSchema,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../db/seed/members';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
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

const api = () => caller(app);
const fileUrl = (documentId: string) => UpstreamPath.memberDocumentFile.replace(':documentId', documentId);
const list = async (token = demo) =>
  okData(MemberDocumentsDataSchema, await api().get(UpstreamPath.memberDocuments, token));

/** The byte offsets of a PDF's cross-reference table, each checked to start its object. */
function checkCrossReferences(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
}

describe('downloadable documents (spec §2 /member/documentDownload)', () => {
  it('lists the forms with both titles, file name, size, date and type, newest first', async () => {
    const { list: documents } = await list();
    expect(documents.length).toBeGreaterThanOrEqual(5);
    expect(documents.map((d) => d.documentId)).toEqual(
      expect.arrayContaining([
        'special-passenger',
        'unaccompanied-minor',
        'medif',
        'invoice-guide',
        'refund-application',
      ]),
    );
    const dates = documents.map((d) => d.updatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const d of documents) {
      expect(d.contentType).toBe('application/pdf');
      expect(d.fileName).toMatch(/\.pdf$/);
      expect(d.titleZh).toMatch(/[\u4e00-\u9fff]/);
      expect(d.titleEn).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('answers each file as a PDF attachment whose size is the one listed and which holds its titles', async () => {
    for (const d of (await list()).list) {
      const res = await api().get(fileUrl(d.documentId), demo);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${d.fileName}"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      const pdf = res.rawPayload;
      expect(pdf.length).toBe(d.sizeBytes);
      expect(Number(res.headers['content-length'])).toBe(d.sizeBytes);
      expect(pdf.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
      checkCrossReferences(pdf);
      const text = pdf.toString('latin1');
      // The English title in Helvetica, the Chinese one as UCS-2 for STSong-Light.
      expect(text).toContain(`(${d.titleEn.replace(/[()]/g, (c) => `\\${c}`)}) Tj`);
      const ucs2 = [...d.titleZh].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0').toUpperCase()).join('');
      expect(text).toContain(`<${ucs2}> Tj`);
    }
  });

  it('answers the same material to every member: it belongs to none of them', async () => {
    expect(await list(plain)).toEqual(await list(demo));
    const mine = await api().get(fileUrl('medif'), demo);
    const theirs = await api().get(fileUrl('medif'), plain);
    expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(true);
  });

  it('is for members only: no token, a revoked token and an expired one are refused, as the envelope', async () => {
    for (const url of [UpstreamPath.memberDocuments, fileUrl('medif')]) {
      const anonymous = await api().get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
      expect(codeOf(anonymous)).toBe(ResultCode.NOT_LOGGED_IN);
      expect(codeOf(await api().get(url, 'not-a-token'))).toBe(ResultCode.NOT_LOGGED_IN);
    }
    const token = await loginToken(app);
    await api().post(UpstreamPath.logout, { channelNo: 'B2C' }, token);
    expect(codeOf(await api().get(fileUrl('medif'), token))).toBe(ResultCode.NOT_LOGGED_IN);
    setOffset(app, 30 * DAY);
    expect(codeOf(await api().get(UpstreamPath.memberDocuments, demo))).toBe(ResultCode.TOKEN_EXPIRED);
  });

  it('answers an unknown or malformed document NOT_FOUND, never a file', async () => {
    for (const id of ['no-such-form', 'MEDIF', 'medif.pdf', '..%2Fmedif', '-medif', 'a'.repeat(90)]) {
      const res = await api().get(fileUrl(id), demo);
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe(ResultCode.NOT_FOUND);
    }
  });
});

describe('the member FAQ column (spec §2 /member/faq)', () => {
  const column = async (language: 'zh_CN' | 'en_US') =>
    okData(
      CmsQueryDataSchema,
      await api().post(UpstreamPath.cmsQuery, {
        siteId: 'B2C',
        appkey: 'storefront',
        appId: 'web',
        categoryTypeCode: MEMBER_FAQ_CATEGORY,
        language,
        pageNo: 1,
        pageSize: MEMBER_FAQ_PAGE_SIZE,
      }),
    );

  it('holds the same questions in both languages, each with its group and answer, in reading order', async () => {
    const [zh, en] = await Promise.all([column('zh_CN'), column('en_US')]);
    expect(zh.count).toBeGreaterThanOrEqual(10);
    expect(zh.count).toBeLessThanOrEqual(MEMBER_FAQ_PAGE_SIZE);
    expect(en.count).toBe(zh.count);
    expect(zh.list.map((q) => q.id.replace('-zh-', '-'))).toEqual(en.list.map((q) => q.id.replace('-en-', '-')));
    expect(zh.list[0]!.id).toBe('mfaq-zh-1');
    for (const q of [...zh.list, ...en.list]) {
      expect(q.summary).toBeTruthy();
      expect(q.content).toMatch(/^<p>/);
    }
    expect(new Set(zh.list.map((q) => q.summary)).size).toBeGreaterThanOrEqual(5);
    expect(zh.list.some((q) => q.title.includes('实名认证'))).toBe(true);
    expect(en.list.some((q) => /refund/i.test(q.title))).toBe(true);
  });
});
