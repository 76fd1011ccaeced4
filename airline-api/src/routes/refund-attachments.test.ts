import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { RefundApplicationSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { caller, codeOf, okData } from '../../test/account-api';
import { adult } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import { app, commitCall, commitFields, demo, type File, serveRefunds, ticketed } from '../../test/refund-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);
serveRefunds();

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A real JPEG with an HTML page after its end: a polyglot a browser could sniff as HTML. */
async function jpegWithHtml(): Promise<File> {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c86432' } })
    .jpeg()
    .toBuffer();
  return { bytes: Buffer.concat([jpeg, Buffer.from(HTML)]), name: 'receipt.jpg', type: 'image/jpeg' };
}

/** A one-page PDF that runs a script when opened (/OpenAction, a /JavaScript name), with HTML after %%EOF. */
async function pdfWithScript(): Promise<File> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]).drawText('Medical certificate', { x: 10, y: 50, size: 12 });
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("pwned")') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  const names = doc.context.obj({ Names: [PDFString.of('run'), doc.context.register(action)] });
  doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: doc.context.register(names) }));
  const bytes = Buffer.concat([Buffer.from(await doc.save()), Buffer.from(HTML)]);
  return { bytes, name: 'certificate.pdf', type: 'application/pdf' };
}

const served = async (refundNo: string, seq: number) => {
  const res = await caller(app).get(`${UpstreamPath.refundAttachment}?refundNo=${refundNo}&seq=${seq}`, demo);
  expect(codeOf(res)).toBe(ResultCode.OK);
  const { data } = JSON.parse(res.body) as { data: { dataBase64: string; contentType: string } };
  return { contentType: data.contentType, bytes: Buffer.from(data.dataBase64, 'base64') };
};

describe('refund attachments are drawn again, never kept byte for byte (issue 29 §5; spec §5, §9; decision 56)', () => {
  it('keeps a JPEG’s pixels without the HTML after it, and a PDF’s pages without its scripts', async () => {
    const b = await ticketed([adult()], { token: demo });
    const [jpg, pdf] = [await jpegWithHtml(), await pdfWithScript()];
    const made = okData(
      RefundApplicationSchema,
      await commitCall(await commitFields(b), { token: demo, files: [jpg, pdf] }),
    );
    expect(made.attachments.map((a) => a.contentType)).toEqual(['image/jpeg', 'application/pdf']);

    const image = await served(made.refundNo, 1);
    expect(image.contentType).toBe('image/jpeg');
    expect(image.bytes.equals(jpg.bytes)).toBe(false);
    expect(image.bytes.toString('latin1')).not.toContain('<script');
    const meta = await sharp(image.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(made.attachments[0]!.size).toBe(image.bytes.length);

    const file = await served(made.refundNo, 2);
    expect(file.contentType).toBe('application/pdf');
    const text = file.bytes.toString('latin1');
    for (const bad of ['<script', '/OpenAction', '/JavaScript', '/JS', '/AA', '/Launch'])
      expect(text).not.toContain(bad);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const kept = await PDFDocument.load(file.bytes);
    expect(kept.getPageCount()).toBe(1);
    expect(kept.catalog.get(PDFName.of('Names'))).toBeUndefined();
    expect(kept.catalog.lookupMaybe(PDFName.of('OpenAction'), PDFDict)).toBeUndefined();
  });

  it('refuses a file that has the first bytes of a picture or a PDF but does not open as one', async () => {
    const b = await ticketed([adult()], { token: demo });
    const fields = await commitFields(b);
    const fakeJpg: File = {
      bytes: Buffer.from(`ffd8ffe0${Buffer.from(HTML).toString('hex')}`, 'hex'),
      name: 'a.jpg',
      type: 'image/jpeg',
    };
    const fakePdf: File = { bytes: Buffer.from(`%PDF-1.4\n${HTML}`), name: 'a.pdf', type: 'application/pdf' };
    for (const f of [fakeJpg, fakePdf])
      expect(codeOf(await commitCall(fields, { token: demo, files: [f] }))).toBe(ResultCode.REFUND_ATTACHMENT_TYPE);
  });
});
