import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import {
  ResultCode,
  SavedPassengerSchema,
  SpecialDocumentListSchema,
  SpecialDocumentSchema,
  UpstreamPath,
} from '@/lib/contract';
import { specialDocumentInstitution } from '../db/schema';
import { caller, loginToken, okData } from '../../test/account-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';

// Spec §5 "medical-institution name 4 to 20 consecutive characters": a doctor's or a nurse's special document names
// the institution they work at; airline-api keeps it, lists it, and refuses 3 or 21 characters or a space inside.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);

let app: FastifyInstance;
let demo: string;
let png: Buffer;

beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app);
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());

const api = () => caller(app);

async function upload(url: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'image-1');
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, 'x-member-token': demo },
  });
}
const answer = (res: { body: string }) =>
  z.object({ code: z.string(), data: z.unknown().optional() }).parse(JSON.parse(res.body));

let seq = 900;
async function passenger(): Promise<string> {
  const body = {
    surname: 'LI',
    givenName: 'YI',
    gender: 'F',
    birthday: '1990-04-04',
    nationality: 'CN',
    certificateType: 'PP',
    certificateNumber: `E${String(++seq).padStart(8, '0')}`,
    certificateValidity: '2032-01-01',
    areaCode: '86',
    mobile: '13911112222',
  };
  return okData(SavedPassengerSchema, await api().post(UpstreamPath.savedPassengerAdd, body, demo)).passengerId;
}
const doc = (passengerId: string, over: Record<string, string> = {}) => ({
  passengerId,
  type: 'DOCTOR',
  number: `D${++seq}`,
  expiry: '2027-07-01',
  ...over,
});

describe("a doctor's or a nurse's medical institution (spec §5)", () => {
  it('refuses 3 and 21 characters and a space inside, with the field named; takes 4 and 20', async () => {
    const passengerId = await passenger();
    for (const [institution, issue] of [
      ['', 'institutionRequired'],
      ['人民院', 'institutionLength'],
      ['A'.repeat(21), 'institutionLength'],
      ['City Hospital', 'institutionSpaces'],
    ] as const) {
      expect(answer(await upload(UpstreamPath.specialDocumentSubmit, doc(passengerId, { institution })))).toEqual({
        code: ResultCode.SPECIAL_DOCUMENT_INVALID,
        data: { issues: { institution: issue } },
      });
    }
    const four = await upload(UpstreamPath.specialDocumentSubmit, doc(passengerId, { institution: ' 协和医院 ' }));
    expect(okData(SpecialDocumentSchema, four).institution).toBe('协和医院');
    const twenty = await upload(
      UpstreamPath.specialDocumentSubmit,
      doc(passengerId, { type: 'NURSE', institution: 'A'.repeat(20) }),
    );
    expect(okData(SpecialDocumentSchema, twenty).institution).toBe('A'.repeat(20));
  });

  it('lists it with the document, keeps none for other kinds, and forgets it when the document is deleted', async () => {
    const passengerId = await passenger();
    const doctor = okData(
      SpecialDocumentSchema,
      await upload(UpstreamPath.specialDocumentSubmit, doc(passengerId, { institution: '中山大学附属第一医院' })),
    );
    const student = okData(
      SpecialDocumentSchema,
      await upload(UpstreamPath.specialDocumentSubmit, doc(passengerId, { type: 'STU', institution: '某某大学' })),
    );
    expect(student.institution).toBeNull();
    const listed = okData(
      SpecialDocumentListSchema,
      await api().get(`${UpstreamPath.specialDocuments}?passengerId=${passengerId}`, demo),
    ).list;
    expect(listed.map((d) => [d.type, d.institution]).sort()).toEqual([
      ['DOCTOR', '中山大学附属第一医院'],
      ['STU', null],
    ]);
    // Under review it cannot be deleted; the sandbox desk fails it first, then the member deletes it.
    await app.inject({
      method: 'POST',
      url: UpstreamPath.sandboxSpecialDocumentReview,
      payload: { documentId: doctor.documentId, approve: false, reason: 'blurred' },
      remoteAddress: '127.0.0.1',
    });
    const deleted = await api().post(UpstreamPath.specialDocumentDelete, { documentId: doctor.documentId }, demo);
    expect(answer(deleted).code).toBe(ResultCode.OK);
    const rows = await app.airline.db
      .select()
      .from(specialDocumentInstitution)
      .where(eq(specialDocumentInstitution.documentId, doctor.documentId));
    expect(rows).toEqual([]);
  });
});
