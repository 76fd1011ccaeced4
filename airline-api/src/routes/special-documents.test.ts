import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import {
  ResultCode,
  SavedPassengerSchema,
  SpecialDocumentDeletedSchema,
  SpecialDocumentImageSchema,
  SpecialDocumentListSchema,
  SpecialDocumentReviewDataSchema,
  SpecialDocumentSchema,
  UpstreamPath,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../db/seed/members';
import { member, realName, specialDocument, specialDocumentImage } from '../db/schema';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MB5 = 5 * 1024 * 1024;
let app: FastifyInstance;
let demo: string;
let plain: string;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#aa3311' } })
    .jpeg()
    .toBuffer();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A valid PNG of exactly `size` bytes: the small one with a private ancillary chunk of padding before IEND. */
function pngOfSize(size: number): Buffer {
  const iend = png.length - 12;
  const pad = size - png.length - 12;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(pad, 0);
  head.write('prVt', 4, 'latin1');
  const data = Buffer.alloc(pad, 0x41);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([png.subarray(0, iend), head, data, crc, png.subarray(iend)]);
}

const api = () => caller(app);
const post = (url: string, body: Record<string, unknown>, token: string | null = demo) =>
  api().post(url, body, token ?? undefined);

/** The text fields of an upload and its images' bytes. */
type Upload = { [field: string]: string | Buffer[] | undefined; images?: Buffer[] };
const blobOf = (bytes: Buffer, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });
/**
 * A multipart body as lib/upstream/special-documents.ts sends it (docs/decisions/0019-multipart-uploads.md):
 * the text fields, then each image under `images`, built by the platform's FormData for a real boundary.
 */
async function multipartOf({ images = [], ...fields }: Upload, extra: (form: FormData) => void = () => undefined) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') form.append(name, value);
  images.forEach((bytes, i) => form.append('images', blobOf(bytes), `image-${i + 1}`));
  extra(form);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}
/** POSTs an upload as multipart/form-data with the member's token, as the web does. */
async function upload(url: string, body: Upload, token: string | null = demo, extra?: (form: FormData) => void) {
  const { payload, contentType } = await multipartOf(body, extra);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { 'x-member-token': token } : {}) },
  });
}
const ErrorSchema = z.object({ code: z.string(), data: z.unknown().optional() });
const errorOf = (res: { body: string }) => ErrorSchema.parse(JSON.parse(res.body));

let seq = 500;
async function savedPassengerOf(token = demo): Promise<string> {
  const body = {
    surname: 'WANG',
    givenName: 'XUE',
    gender: 'F',
    birthday: '2004-04-04',
    nationality: 'CN',
    certificateType: 'PP',
    certificateNumber: `E${String(++seq).padStart(8, '0')}`,
    certificateValidity: '2032-01-01',
    areaCode: '86',
    mobile: '13911112222',
  };
  return okData(SavedPassengerSchema, await post(UpstreamPath.savedPassengerAdd, body, token)).passengerId;
}

const document = (passengerId: string, over: Partial<Upload> = {}): Upload => ({
  passengerId,
  type: 'STU',
  number: `S${++seq}`,
  expiry: '2027-07-01',
  images: [png, jpeg],
  ...over,
});
const submit = (body: Upload, token: string | null = demo) => upload(UpstreamPath.specialDocumentSubmit, body, token);
const resubmit = (body: Upload, token: string | null = demo) =>
  upload(UpstreamPath.specialDocumentResubmit, body, token);
const list = async (passengerId: string, token = demo) =>
  okData(
    SpecialDocumentListSchema,
    await api().get(`${UpstreamPath.specialDocuments}?passengerId=${passengerId}`, token),
  ).list;
const review = (body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: UpstreamPath.sandboxSpecialDocumentReview, payload: body, remoteAddress });
const image = (documentId: string, n: number, token = demo) =>
  api().get(`${UpstreamPath.specialDocumentImage}?documentId=${documentId}&seq=${n}`, token);

describe('special documents of saved passengers (spec §3, §4, §5, §6, §9)', () => {
  it('submits a student document with 2 images (1 certifying), lists it, and serves its images re-drawn', async () => {
    const passengerId = await savedPassengerOf();
    const sent = okData(SpecialDocumentSchema, await submit(document(passengerId, { number: ' s-2026-01 ' })));
    expect(sent).toMatchObject({
      passengerId,
      type: 'STU',
      number: 'S-2026-01',
      expiry: '2027-07-01',
      status: 1,
      reason: null,
      reviewedAt: null,
      imageCount: 2,
      submittedAt: new Date(TEST_NOW).toISOString(),
    });
    expect(await list(passengerId)).toEqual([sent]);
    for (const n of [1, 2]) {
      const served = okData(SpecialDocumentImageSchema, await image(sent.documentId, n));
      const bytes = Buffer.from(served.imageBase64, 'base64');
      // Every image is a new JPEG airline-api drew (the PNG too), never the bytes as uploaded.
      expect(served.contentType).toBe('image/jpeg');
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(bytes.equals(n === 1 ? png : jpeg)).toBe(false);
    }
    expect(codeOf(await image(sent.documentId, 3))).toBe(ResultCode.NOT_FOUND);
  });

  it('goes certified through the review desk, invalid past its expiry, and may then be submitted again', async () => {
    const passengerId = await savedPassengerOf();
    const sent = okData(SpecialDocumentSchema, await submit(document(passengerId, { expiry: '2026-12-10' })));
    // Under review (spec §4 status 1) it cannot change: neither submitted again nor deleted.
    const again = { documentId: sent.documentId, number: sent.number, expiry: '2027-12-10', images: [png] };
    expect(codeOf(await resubmit(again))).toBe(ResultCode.SPECIAL_DOCUMENT_UNDER_REVIEW);
    expect(codeOf(await post(UpstreamPath.specialDocumentDelete, { documentId: sent.documentId }))).toBe(
      ResultCode.SPECIAL_DOCUMENT_UNDER_REVIEW,
    );
    expect(codeOf(await submit(document(passengerId)))).toBe(ResultCode.SPECIAL_DOCUMENT_UNDER_REVIEW);

    const approved = okData(
      SpecialDocumentReviewDataSchema,
      await review({ cellphone: DEMO.cellphone, number: sent.number.toLowerCase(), approve: true }),
    );
    expect(approved).toEqual({ documentId: sent.documentId, status: 2 });
    expect((await list(passengerId))[0]).toMatchObject({ status: 2, reviewedAt: new Date(TEST_NOW).toISOString() });
    expect(codeOf(await review({ documentId: sent.documentId, approve: true }))).toBe(ResultCode.BAD_REQUEST);

    // At 10:00 the day before its expiry it is certified; at 01:00 on its expiry day it reads as 5 invalid.
    setOffset(app, 8 * DAY);
    const later = await loginToken(app); // a login does not last a week
    expect((await list(passengerId, later))[0]?.status).toBe(2);
    setOffset(app, 8 * DAY + 15 * HOUR);
    expect((await list(passengerId, later))[0]?.status).toBe(5);
    // A second document of the same type is refused beside the type; the invalid one is submitted again.
    expect(errorOf(await submit(document(passengerId), later))).toEqual({
      code: ResultCode.SPECIAL_DOCUMENT_INVALID,
      data: { issues: { type: 'typeTaken' } },
    });
    const resubmitted = okData(SpecialDocumentSchema, await resubmit(again, later));
    expect(resubmitted).toMatchObject({ documentId: sent.documentId, status: 1, expiry: '2027-12-10', imageCount: 1 });
    expect(codeOf(await image(sent.documentId, 2, later))).toBe(ResultCode.NOT_FOUND);

    // Failed with the reviewer's reason (3), then deleted with its images.
    await review({ documentId: sent.documentId, approve: false, reason: 'blurred' });
    expect((await list(passengerId, later))[0]).toMatchObject({ status: 3, reason: 'blurred' });
    const deleted = await post(UpstreamPath.specialDocumentDelete, { documentId: sent.documentId }, later);
    expect(okData(SpecialDocumentDeletedSchema, deleted)).toEqual({ deleted: 1 });
    expect(await list(passengerId, later)).toEqual([]);
    const images = await app.airline.db
      .select()
      .from(specialDocumentImage)
      .where(eq(specialDocumentImage.documentId, sent.documentId));
    expect(images).toEqual([]);
  });

  it('takes 1 to 5 images: 0 and 6 are refused (the parser stops at a 6th file)', async () => {
    const passengerId = await savedPassengerOf();
    expect(codeOf(await submit(document(passengerId, { images: [] })))).toBe(
      ResultCode.SPECIAL_DOCUMENT_IMAGE_REQUIRED,
    );
    expect(codeOf(await submit(document(passengerId, { images: Array<Buffer>(6).fill(png) })))).toBe(
      ResultCode.SPECIAL_DOCUMENT_IMAGE_LIMIT,
    );
    const five = okData(
      SpecialDocumentSchema,
      await submit(document(passengerId, { images: Array<Buffer>(5).fill(png) })),
    );
    expect(five.imageCount).toBe(5);
    expect((await list(passengerId))[0]?.imageCount).toBe(5);
  });

  it('takes an image of 5 MB exactly and refuses 5 MB and one byte, and whatever is not a jpg or png', async () => {
    const passengerId = await savedPassengerOf();
    const exact = pngOfSize(MB5);
    expect(exact.length).toBe(MB5);
    const over = pngOfSize(MB5 + 1);
    expect(codeOf(await submit(document(passengerId, { type: 'TEACHER', images: [over] })))).toBe(
      ResultCode.UPLOAD_TOO_LARGE,
    );
    // The parser cuts a larger file at 5 MB wherever it stands, after good ones too.
    expect(codeOf(await submit(document(passengerId, { type: 'TEACHER', images: [png, pngOfSize(MB5 * 2)] })))).toBe(
      ResultCode.UPLOAD_TOO_LARGE,
    );
    const text = Buffer.from('a plain text file, renamed card.png');
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(64, 1)]);
    for (const bad of [text, broken, Buffer.alloc(0)])
      expect(codeOf(await submit(document(passengerId, { type: 'TEACHER', images: [png, bad] })))).toBe(
        ResultCode.UPLOAD_WRONG_FORMAT,
      );
    // Nothing was kept of the refused ones.
    expect(await list(passengerId)).toEqual([]);
    const taken = okData(
      SpecialDocumentSchema,
      await submit(document(passengerId, { type: 'TEACHER', images: [exact] })),
    );
    expect(taken.imageCount).toBe(1);
  });

  it('takes multipart/form-data only: the old JSON body is a bad request, and other routes refuse multipart', async () => {
    const passengerId = await savedPassengerOf();
    const { images = [], ...fields } = document(passengerId);
    const json = { ...fields, images: images.map((bytes) => bytes.toString('base64')) };
    expect(codeOf(await post(UpstreamPath.specialDocumentSubmit, json))).toBe(ResultCode.BAD_REQUEST);
    expect(codeOf(await post(UpstreamPath.specialDocumentResubmit, { documentId: 'x', ...json }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    const { payload, contentType } = await multipartOf({ documentId: 'no-such-document' });
    const other = await app.inject({
      method: 'POST',
      url: UpstreamPath.specialDocumentDelete,
      payload,
      headers: { 'content-type': contentType, 'x-member-token': demo },
    });
    expect({ status: other.statusCode, code: codeOf(other) }).toEqual({ status: 400, code: ResultCode.BAD_REQUEST });
    expect(await list(passengerId)).toEqual([]);
  });

  it('refuses a malformed form as a bad request: a file under another name, a field twice, a long field', async () => {
    const passengerId = await savedPassengerOf();
    const cases: ((form: FormData) => void)[] = [
      (form) => form.append('picture', blobOf(png), 'other.png'),
      (form) => form.append('number', 'S0000002'),
      (form) => form.append('note', 'x'.repeat(2_000)),
    ];
    for (const extra of cases)
      expect(codeOf(await upload(UpstreamPath.specialDocumentSubmit, document(passengerId), demo, extra))).toBe(
        ResultCode.BAD_REQUEST,
      );
    const cut = await app.inject({
      method: 'POST',
      url: UpstreamPath.specialDocumentSubmit,
      payload: '--x\r\ncontent-disposition: form-data; name="passengerId"\r\n\r\nP',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-member-token': demo },
    });
    expect(codeOf(cut)).toBe(ResultCode.BAD_REQUEST);
    expect(await list(passengerId)).toEqual([]);
  });

  it('refuses wrong fields with their issues: type, number, expiry today (tomorrow is fine)', async () => {
    const passengerId = await savedPassengerOf();
    const refused = await submit(document(passengerId, { type: 'ADT', number: 'ab', expiry: '2026-12-01' }));
    expect(errorOf(refused)).toEqual({
      code: ResultCode.SPECIAL_DOCUMENT_INVALID,
      data: { issues: { type: 'typeInvalid', number: 'numberLength', expiry: 'expiryPast' } },
    });
    expect(codeOf(await submit(document(passengerId, { expiry: '2026-12-02' })))).toBe(ResultCode.OK);
    // A body of the wrong shape is a bad request, as everywhere.
    expect(codeOf(await submit({ passengerId, type: 'STU' }))).toBe(ResultCode.BAD_REQUEST);
  });

  it('needs a real-name certified member (spec §6 document management); a login is needed at all', async () => {
    const passengerId = await savedPassengerOf(plain);
    expect(codeOf(await submit(document(passengerId), plain))).toBe(ResultCode.REAL_NAME_REQUIRED);
    expect(codeOf(await submit(document(passengerId), null))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await api().get(`${UpstreamPath.specialDocuments}?passengerId=${passengerId}`))).toBe(
      ResultCode.NOT_LOGGED_IN,
    );
  });

  it("another member's passenger, document and images are not found, and stay as they were", async () => {
    const [other] = await app.airline.db
      .select({ id: member.id })
      .from(member)
      .where(eq(member.cellphone, PLAIN_PHONE));
    // The other member is certified too, so only ownership stands between them and the demo's document.
    await app.airline.db
      .insert(realName)
      .values({
        memberId: other!.id,
        status: 3,
        name: '王小明',
        certificateType: 'NI',
        certificateNumber: '110101199001011234',
        submittedAt: new Date(TEST_NOW),
        reviewedAt: new Date(TEST_NOW),
      })
      .onConflictDoNothing();
    const passengerId = await savedPassengerOf();
    const mine = okData(SpecialDocumentSchema, await submit(document(passengerId)));
    await review({ documentId: mine.documentId, approve: false, reason: 'blurred' });

    const theirs = plain;
    expect(codeOf(await api().get(`${UpstreamPath.specialDocuments}?passengerId=${passengerId}`, theirs))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(codeOf(await submit(document(passengerId, { type: 'NURSE' }), theirs))).toBe(ResultCode.NOT_FOUND);
    const again = { documentId: mine.documentId, number: 'N0000001', expiry: '2027-12-10', images: [png] };
    expect(codeOf(await resubmit(again, theirs))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await post(UpstreamPath.specialDocumentDelete, { documentId: mine.documentId }, theirs))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(codeOf(await image(mine.documentId, 1, theirs))).toBe(ResultCode.NOT_FOUND);
    expect(await list(passengerId)).toEqual([expect.objectContaining({ documentId: mine.documentId, status: 3 })]);
    expect(codeOf(await image(mine.documentId, 1))).toBe(ResultCode.OK);
  });

  it('deleting a saved passenger (one or in a batch) deletes its special documents and images', async () => {
    const one = await savedPassengerOf();
    const two = await savedPassengerOf();
    const docs = [
      okData(SpecialDocumentSchema, await submit(document(one))),
      okData(SpecialDocumentSchema, await submit(document(two, { type: 'CREW' }))),
    ].map((d) => d.documentId);
    await post(UpstreamPath.savedPassengerDelete, { passengerId: one });
    await post(UpstreamPath.savedPassengerBatchDelete, { passengerIds: [two] });
    const db = app.airline.db;
    expect(await db.select().from(specialDocument).where(inArray(specialDocument.id, docs))).toEqual([]);
    expect(await db.select().from(specialDocumentImage).where(inArray(specialDocumentImage.documentId, docs))).toEqual(
      [],
    );
  });

  it('keeps the review desk to this machine (sandbox control)', async () => {
    const res = await review({ documentId: 'x', approve: true }, '203.0.113.5');
    expect(res.statusCode).toBe(404);
    expect(codeOf(await review({ cellphone: DEMO.cellphone, number: 'NOPE0000', approve: true }))).toBe(
      ResultCode.NOT_FOUND,
    );
  });
});
