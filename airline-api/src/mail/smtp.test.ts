import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { and, eq } from 'drizzle-orm';
import { BoardingPassEmailDataSchema, CheckInDataSchema, ResultCode, UpstreamPath } from '@/lib/contract';
// The mail server the cluster script runs (a dev tool, never imported by product code): the test receives with it.
// eslint-disable-next-line import/no-restricted-paths
import { startSmtpSink, type SmtpSink } from '../../../scripts/lib/smtp-sink.mjs';
import { outboxMessage, travellerNotice } from '../db/schema';
import { dispatchDueNotices, RETRY_MIN_MS } from '../notices/queue';
import { DEMO, caller, codeOf, loginToken, okData, sendAndRead, setOffset, solveCaptcha } from '../../test/account-api';
import { CONTACT, reserveBody } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { clockBefore, flightOnNextDay, ticketedOrder } from '../../test/ticketed-order';

// E-mail by SMTP (decision 59): with the sandbox and an SMTP server, mails go out by SMTP and the outbox keeps a copy.
// The mails are read as the server received them, off the wire, not as airline-api meant them.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);

const FROM = '云雀航空 Skylark Airlines <no-reply@skylark.example>';
let dir: string;
let sink: SmtpSink;
let port: number;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'smtp-sink-'));
  sink = await startSmtpSink({ port: 0, dir });
  port = Number(new URL(sink.url).port);
  app = await testServer({ smtp: { url: sink.url, from: FROM } });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
  await sink?.stop();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => setOffset(app, 0));

type Received = { raw: string; mail: ParsedMail };

/** Every mail the sink holds for `to`, oldest first, with its raw text. */
async function receivedBy(to: string): Promise<Received[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  const all = await Promise.all(
    names.map(async (n) => {
      const raw = await readFile(path.join(dir, n));
      return { raw: raw.toString('latin1'), mail: await simpleParser(raw) };
    }),
  );
  const addresses = (a: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address));
  return all.filter((r) => addresses(r.mail.to).includes(to));
}

const header = (raw: string, name: string) =>
  raw
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]/g, ' ')
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));

describe('mail by SMTP', () => {
  it('sends a code by e-mail: Chinese subject RFC 2047-encoded on the wire, body intact, copied to the outbox', async () => {
    const to = 'new.member@example.com';
    const code = await sendAndRead(app, 'REGISTER', { email: to });
    const [got, ...more] = await receivedBy(to);
    expect(more).toEqual([]);
    const { raw, mail } = got!;
    // Headers as sent: encoded words, never raw UTF-8.
    expect(header(raw, 'Subject')).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/i);
    expect(header(raw, 'From')).toMatch(/=\?UTF-8\?[BQ]\?.*<no-reply@skylark\.example>/i);
    expect(mail.subject).toBe('【云雀航空】验证码 Skylark Airlines verification code');
    expect(mail.from?.value).toEqual([{ name: '云雀航空 Skylark Airlines', address: 'no-reply@skylark.example' }]);
    expect(mail.text).toContain(`【云雀航空】验证码 ${code}，10分钟内有效，请勿泄露。`);
    expect(mail.html).toContain(`验证码 ${code}`);
    expect(mail.attachments).toEqual([]);
  });

  it('mails the ticketed confirmation and the boarding pass PDF as a named attachment', async () => {
    const token = await loginToken(app);
    let day = 60;
    const flight = await flightOnNextDay(app, () => (day += 1), { seats: 5 });
    const { order, detail } = await ticketedOrder(app, reserveBody([`${flight.flightId}.STANDARD`]), { token });
    // The confirmation: the booking's contact address, in the booking's language.
    const confirmations = await receivedBy(CONTACT.email);
    const confirmation = confirmations.find((r) => r.mail.text?.includes(order.orderNo))!;
    expect(confirmation.mail.subject).toBe(`【云雀航空】您的订单 ${order.orderNo} 已出票。`);
    expect(header(confirmation.raw, 'Subject')).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/i);
    expect(confirmation.mail.text).toContain('乘机人与电子客票');

    clockBefore(app, flight.depTime, 47 * 3_600_000);
    const member = await loginToken(app);
    const segment = { orderNo: order.orderNo, segmentIndex: 0 };
    const passengers = detail.passengers.map((p) => ({ passengerId: p.passengerId }));
    okData(
      CheckInDataSchema,
      await caller(app).post(UpstreamPath.checkIn, { ...segment, passengers, clauseAgreed: true }, member),
    );
    const sent = okData(
      BoardingPassEmailDataSchema,
      await caller(app).post(UpstreamPath.boardingPassEmail, segment, member),
    );
    const [got] = await receivedBy(DEMO.email);
    expect(got!.mail.subject).toBe('【云雀航空】您的登机牌');
    expect(got!.mail.text).toContain('张云雀（ZHANG/YUNQUE）');
    const [pdf, ...others] = got!.mail.attachments;
    expect(others).toEqual([]);
    expect(pdf).toMatchObject({ filename: sent.attachment.fileName, contentType: 'application/pdf' });
    expect(pdf!.content.length).toBe(sent.attachment.size);
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a mail server that is down', () => {
  const notice = {
    eventKey: 'mail-test:down',
    event: 'REFUND_PAID',
    orderNo: 'MAILTEST1',
    channel: 'EMAIL' as const,
    recipient: 'waiting@example.com',
    text: '【云雀航空】退款 ￥100.00 已退回\n您的退款已退回。',
    urgent: true,
  };

  it('answers a code send as not sent, keeps a notice queued, and sends it once the server is back', async () => {
    await sink.stop();
    // A code: the caller's "could not send", and no outbox copy claiming it went.
    const captchaToken = await solveCaptcha(app);
    const res = await caller(app, '10.9.9.9').post(UpstreamPath.sendVerifyCode, {
      channelNo: 'B2C',
      event: 'REGISTER',
      type: 'EMAIL',
      email: 'down@example.com',
      captchaToken,
    });
    expect(codeOf(res)).toBe(ResultCode.SMS_SEND_FAILED);
    const copies = await app.airline.db.select().from(outboxMessage).where(eq(outboxMessage.to, 'down@example.com'));
    expect(copies).toEqual([]);

    // A notice: still unsent, due again later, and the SMS queued beside it is not held up.
    const now = new Date(app.airline.clock.now());
    await app.airline.db.insert(travellerNotice).values([
      { ...notice, createdAt: now, dueAt: now },
      { ...notice, channel: 'SMS', recipient: '86-13912345678', createdAt: now, dueAt: now },
    ]);
    expect(await dispatchDueNotices(app.airline)).toBe(1);
    const mine = and(eq(travellerNotice.eventKey, notice.eventKey), eq(travellerNotice.channel, 'EMAIL'));
    const [waiting] = await app.airline.db.select().from(travellerNotice).where(mine);
    expect(waiting!.sentAt).toBeNull();
    expect(waiting!.dueAt.getTime()).toBe(now.getTime() + RETRY_MIN_MS);
    expect(await dispatchDueNotices(app.airline)).toBe(0);

    // The server back on its address, and the retry's time come: the notice goes out, once.
    sink = await startSmtpSink({ port, dir });
    setOffset(app, RETRY_MIN_MS);
    expect(await dispatchDueNotices(app.airline)).toBe(1);
    const [sentRow] = await app.airline.db.select().from(travellerNotice).where(mine);
    expect(sentRow!.sentAt).not.toBeNull();
    const [got, ...more] = await receivedBy(notice.recipient);
    expect(more).toEqual([]);
    expect(got!.mail.subject).toBe('【云雀航空】退款 ￥100.00 已退回');
    expect(got!.mail.text).toContain('您的退款已退回。');
  });
});
