// @postgres (decision 57): npm test runs it on PostgreSQL too, for top-ups and withdrawals.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  BANK_CARD_MAX,
  BankCardListSchema,
  BankCardSchema,
  ResultCode,
  UpstreamPath,
  WALLET_TOPUP_MAX_FEN,
  WalletRecordsDataSchema,
  WalletTransferSchema,
} from '@/lib/contract';
import { DEMO_PHONE, PLAIN_PHONE } from '../db/seed/members';
import { bankCard, member } from '../db/schema';
import { SETTLE_AFTER_MS } from '../wallet/transfers';
import { DEMO, caller, codeOf, latestCode, loginToken, okData, setOffset } from '../../test/account-api';
import { runJobs } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';

// Issue 31 §1, decision 64: opening the wallet (spec §6), bank cards with the owner's SMS code and their maximum,
// top-ups and withdrawals in progress until the sandbox bank settles them, the frozen balance, and IDOR: a member
// never reaches another member's cards or records.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

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

let ip = 0;
/** Each call from its own address, so the owner code's 60-second resend rule never meets the test. */
const post = (path: string, body: Record<string, unknown>, token = demo) =>
  caller(app, `10.31.1.${++ip}`).post(path, body, token);
const memberRow = async (phone: string) =>
  (await app.airline.db.select().from(member).where(eq(member.cellphone, phone)))[0]!;
const cards = async (token = demo) => okData(BankCardListSchema, await post(UpstreamPath.walletCards, {}, token)).cards;
const records = async (token = demo, kind?: string) =>
  okData(
    WalletRecordsDataSchema,
    await post(UpstreamPath.walletRecords, { months: 1, ...(kind ? { kind } : {}) }, token),
  );
async function ownerCode(token = demo, phone = DEMO_PHONE) {
  expect(codeOf(await post(UpstreamPath.ownerCode, { type: 'SMS' }, token))).toBe(ResultCode.OK);
  return latestCode(app, phone);
}
const settle = (cellphone = DEMO_PHONE) =>
  app.inject({ method: 'POST', url: UpstreamPath.sandboxWalletSettle, payload: { cellphone } });

const CARD = '6217000010000000003';
const CARD_2 = '4000000000000002';

describe('opening the wallet (spec §6: certified, phone bound)', () => {
  it('refuses a member not certified, opens a certified one with a phone once, and needs a phone', async () => {
    expect(codeOf(await post(UpstreamPath.walletOpen, {}, plain))).toBe(ResultCode.REAL_NAME_REQUIRED);
    expect((await memberRow(PLAIN_PHONE)).walletStatus).toBe('F');
    expect(codeOf(await post(UpstreamPath.walletOpen, {}))).toBe(ResultCode.WALLET_ALREADY_OPEN);

    const db = app.airline.db;
    const { id } = await memberRow(DEMO_PHONE);
    await db.update(member).set({ walletStatus: 'F', cellphone: null }).where(eq(member.id, id));
    expect(codeOf(await post(UpstreamPath.walletOpen, {}))).toBe(ResultCode.PHONE_NOT_BOUND);
    await db.update(member).set({ cellphone: DEMO_PHONE }).where(eq(member.id, id));
    expect(codeOf(await post(UpstreamPath.walletCards, {}))).toBe(ResultCode.WALLET_NOT_OPEN);
    expect(okData(WalletRecordsDataSchema, await post(UpstreamPath.walletRecords, {})).walletStatus).toBe('F');
    const opened = await post(UpstreamPath.walletOpen, {});
    expect(JSON.parse(opened.body)).toMatchObject({ code: ResultCode.OK, data: { walletStatus: 'T' } });
    expect((await memberRow(DEMO_PHONE)).walletStatus).toBe('T');
  });

  it('is for members only', async () => {
    expect(codeOf(await caller(app).post(UpstreamPath.walletOpen, {}))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await caller(app).post(UpstreamPath.walletCards, {}))).toBe(ResultCode.NOT_LOGGED_IN);
  });
});

describe('bank cards (spec §2 bankCards, §3 DEBITCARD or CREDITCARD)', () => {
  it('lists the seeded card masked, and adds one with the code sent to the member’s own phone', async () => {
    const before = await cards();
    expect(before).toEqual([
      expect.objectContaining({ cardType: 'DEBITCARD', bank: 'ICBC', cardNo: '6222 **** **** 0013' }),
    ]);
    const body = { cardType: 'CREDITCARD', bank: 'CMB', cardNo: CARD_2 };
    // A wrong code, a card number whose check digit is wrong, a type the spec does not name.
    await ownerCode();
    expect(codeOf(await post(UpstreamPath.walletCardAdd, { ...body, verifyCode: '000000' }))).toBe(
      ResultCode.CODE_INVALID,
    );
    const code = await ownerCode();
    expect(
      codeOf(await post(UpstreamPath.walletCardAdd, { ...body, cardNo: '4000000000000003', verifyCode: code })),
    ).toBe(ResultCode.BANK_CARD_INVALID);
    expect(codeOf(await post(UpstreamPath.walletCardAdd, { ...body, cardType: 'PREPAID', verifyCode: code }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    const added = okData(
      BankCardSchema,
      await post(UpstreamPath.walletCardAdd, { ...body, cardNo: '4000 0000 0000 0002', verifyCode: code }),
    );
    expect(added).toMatchObject({
      cardType: 'CREDITCARD',
      bank: 'CMB',
      cardNo: '4000 **** **** 0002',
      holder: '张云雀',
    });
    // The code is used up; the same card again is refused.
    expect(codeOf(await post(UpstreamPath.walletCardAdd, { ...body, verifyCode: code }))).toBe(ResultCode.CODE_INVALID);
    expect(codeOf(await post(UpstreamPath.walletCardAdd, { ...body, verifyCode: await ownerCode() }))).toBe(
      ResultCode.BANK_CARD_DUPLICATE,
    );
    expect((await cards()).map((c) => c.cardId)).toEqual([before[0]!.cardId, added.cardId]);
    // The whole number is kept nowhere.
    expect(JSON.stringify(await app.airline.db.select().from(bankCard))).not.toContain(CARD_2);
  });

  it(`keeps at most ${BANK_CARD_MAX} cards: the last one in, the next refused with the maximum's message`, async () => {
    const { id } = await memberRow(DEMO_PHONE);
    const held = (await cards()).length;
    const now = new Date();
    for (let i = held; i < BANK_CARD_MAX - 1; i += 1)
      await app.airline.db.insert(bankCard).values({
        id: `filler-${i}`,
        memberId: id,
        cardType: 'DEBITCARD',
        bank: 'BOC',
        numberHash: `filler-${i}`,
        cardNo: `6013 **** **** 000${i}`,
        holder: '张云雀',
        addedAt: now,
      });
    const fifth = okData(
      BankCardSchema,
      await post(UpstreamPath.walletCardAdd, {
        cardType: 'DEBITCARD',
        bank: 'CCB',
        cardNo: CARD,
        verifyCode: await ownerCode(),
      }),
    );
    expect(await cards()).toHaveLength(BANK_CARD_MAX);
    const sixth = await post(UpstreamPath.walletCardAdd, {
      cardType: 'DEBITCARD',
      bank: 'CCB',
      cardNo: '6217000010000000011',
      verifyCode: await ownerCode(),
    });
    expect(codeOf(sixth)).toBe(ResultCode.BANK_CARD_LIMIT);
    expect(JSON.parse(sixth.body).msg).toBe('银行卡数量已达上限');
    // Fillers out again; the CCB card stays for the transfers below.
    for (let i = held; i < BANK_CARD_MAX - 1; i += 1)
      expect(codeOf(await post(UpstreamPath.walletCardRemove, { cardId: `filler-${i}` }))).toBe(ResultCode.OK);
    expect((await cards()).map((c) => c.cardId)).toContain(fifth.cardId);
  });

  it('never lets another member remove, draw on or see the member’s cards (IDOR)', async () => {
    const [seeded] = await cards();
    await app.airline.db.update(member).set({ walletStatus: 'T' }).where(eq(member.cellphone, PLAIN_PHONE));
    expect(await cards(plain)).toEqual([]);
    expect(codeOf(await post(UpstreamPath.walletCardRemove, { cardId: seeded!.cardId }, plain))).toBe(
      ResultCode.BANK_CARD_REQUIRED,
    );
    for (const path of [UpstreamPath.walletRecharge, UpstreamPath.walletWithdraw])
      expect(codeOf(await post(path, { cardId: seeded!.cardId, amount: 100 }, plain))).toBe(
        ResultCode.BANK_CARD_REQUIRED,
      );
    expect((await cards()).map((c) => c.cardId)).toContain(seeded!.cardId);
    // The seeded top-up and withdrawal of the demo member are not in the other member's records.
    expect((await records(plain)).records).toEqual([]);
    await app.airline.db.update(member).set({ walletStatus: 'F' }).where(eq(member.cellphone, PLAIN_PHONE));
  });
});

describe('top-ups and withdrawals (spec §5, §9: in progress until the bank settles, within 2 hours)', () => {
  it('credits a top-up once settled, and holds a withdrawal frozen until it is paid out', async () => {
    const card = (await cards()).find((c) => c.bank === 'CCB')!;
    await app.inject({
      method: 'POST',
      url: UpstreamPath.sandboxWallet,
      payload: { cellphone: DEMO_PHONE, balance: 10_000 },
    });

    const topUp = okData(
      WalletTransferSchema,
      await post(UpstreamPath.walletRecharge, { cardId: card.cardId, amount: 12_345 }),
    );
    expect(topUp).toMatchObject({ kind: 'TOPUP', status: 'IN_PROGRESS', amount: 12_345, cardNo: card.cardNo });
    expect(topUp.requestNo).toMatch(/^TU20261201\d{8}$/);
    let data = await records(demo, 'TOPUP');
    expect(data.available.amount).toBe(10_000);
    expect(data.records[0]).toMatchObject({
      kind: 'TOPUP',
      requestNo: topUp.requestNo,
      status: 'IN_PROGRESS',
      amount: 12_345,
    });
    expect(codeOf(await settle())).toBe(ResultCode.OK);
    data = await records(demo, 'TOPUP');
    expect(data.available.amount).toBe(22_345);
    expect(data.records[0]).toMatchObject({ requestNo: topUp.requestNo, status: 'SUCCESS' });

    // Within the balance: one fen over is refused, the whole balance is not.
    expect(codeOf(await post(UpstreamPath.walletWithdraw, { cardId: card.cardId, amount: 22_346 }))).toBe(
      ResultCode.WALLET_INSUFFICIENT,
    );
    const out = okData(
      WalletTransferSchema,
      await post(UpstreamPath.walletWithdraw, { cardId: card.cardId, amount: 22_345 }),
    );
    expect(out.requestNo).toMatch(/^WD20261201\d{8}$/);
    data = await records(demo, 'WITHDRAWAL');
    expect(data.available.amount).toBe(0);
    expect(data.frozen.amount).toBe(22_345);
    expect(data.records[0]).toMatchObject({
      kind: 'WITHDRAWAL',
      status: 'IN_PROGRESS',
      cardNo: card.cardNo,
      amount: 22_345,
    });
    // The card may go; the record keeps the number it was paid to.
    await post(UpstreamPath.walletCardRemove, { cardId: card.cardId });
    // Not due yet: the queue leaves it; 10 minutes later the sandbox bank has paid it out.
    await runJobs(app);
    expect((await records(demo, 'WITHDRAWAL')).frozen.amount).toBe(22_345);
    setOffset(app, SETTLE_AFTER_MS);
    await runJobs(app);
    data = await records(demo, 'WITHDRAWAL');
    expect(data.frozen.amount).toBe(0);
    expect(data.available.amount).toBe(0);
    expect(data.records[0]).toMatchObject({ requestNo: out.requestNo, status: 'SUCCESS', cardNo: card.cardNo });
  });

  it('refuses an amount of no fen, over the top-up bound, or of a card not named', async () => {
    const [card] = await cards();
    expect(codeOf(await post(UpstreamPath.walletRecharge, { cardId: card!.cardId, amount: 0 }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect(codeOf(await post(UpstreamPath.walletRecharge, { cardId: card!.cardId, amount: 1.5 }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect(
      codeOf(await post(UpstreamPath.walletRecharge, { cardId: card!.cardId, amount: WALLET_TOPUP_MAX_FEN + 1 })),
    ).toBe(ResultCode.WALLET_AMOUNT_INVALID);
    expect(
      codeOf(await post(UpstreamPath.walletRecharge, { cardId: card!.cardId, amount: WALLET_TOPUP_MAX_FEN })),
    ).toBe(ResultCode.OK);
    expect(codeOf(await post(UpstreamPath.walletRecharge, { amount: 100 }))).toBe(ResultCode.BAD_REQUEST);
    expect(codeOf(await post(UpstreamPath.walletRecharge, { cardId: 'nope', amount: 100 }))).toBe(
      ResultCode.BANK_CARD_REQUIRED,
    );
  });
});
