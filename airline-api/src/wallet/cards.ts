import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { BANK_CARD_MAX, ResultCode, type BankCard, type BankCardAddBody, type BankCardList } from '@/lib/contract';
import { maskCardNo, normaliseCardNo } from '@/lib/domain/wallet-amount';
import type { MemberRow } from '../account/tokens';
import { checkCode } from '../account/codes';
import { currentTarget } from '../account/owner-proof';
import { requireCertified } from '../account/real-name-gate';
import { sha256 } from '../account/secrets';
import { bankCard, member, realName } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';

type CardRow = typeof bankCard.$inferSelect;

/**
 * Opening the wallet and its bank cards (issue 31 §1, decision 64; spec §3, §6, §8). Every call takes the member of
 * the token; a card is found by its id AND that member, so another member's card is 'not found' (IDOR).
 */

const view = (c: CardRow): BankCard => ({
  cardId: c.id,
  cardType: c.cardType,
  bank: c.bank as BankCard['bank'],
  cardNo: c.cardNo,
  holder: c.holder,
  addedAt: c.addedAt.toISOString(),
});

export function requireWalletOpen(m: MemberRow): void {
  if (m.walletStatus !== 'T') throw new ApiError(ResultCode.WALLET_NOT_OPEN);
}

/**
 * Opens the wallet (spec §6): a member with a valid real-name certification and a bound phone. The one update is
 * conditional, so two opening taps open it once.
 */
export async function openWallet(s: Services, m: MemberRow): Promise<{ walletStatus: 'T' }> {
  if (m.walletStatus === 'T') throw new ApiError(ResultCode.WALLET_ALREADY_OPEN);
  await requireCertified(s, m.id);
  if (!m.cellphone) throw new ApiError(ResultCode.PHONE_NOT_BOUND);
  await s.db
    .update(member)
    .set({ walletStatus: 'T' })
    .where(and(eq(member.id, m.id), eq(member.walletStatus, 'F')));
  return { walletStatus: 'T' };
}

/** The member's saved cards, oldest first. */
export async function listCards(s: Services, memberId: string): Promise<BankCardList> {
  const rows = await s.db
    .select()
    .from(bankCard)
    .where(and(eq(bankCard.memberId, memberId), isNull(bankCard.removedAt)))
    .orderBy(asc(bankCard.addedAt), asc(bankCard.id));
  return { cards: rows.map(view), max: BANK_CARD_MAX };
}

/** One of the member's saved cards, or BANK_CARD_REQUIRED ('please select the receiving bank card'). */
export async function cardOf(s: Services, memberId: string, cardId: string): Promise<CardRow> {
  const [row] = await s.db
    .select()
    .from(bankCard)
    .where(and(eq(bankCard.id, cardId), eq(bankCard.memberId, memberId), isNull(bankCard.removedAt)));
  if (!row) throw new ApiError(ResultCode.BANK_CARD_REQUIRED);
  return row;
}

/**
 * Adds a card under the member's certified name, proven by the code sent to the member's own phone (VERIFY_OWNER,
 * used up). The maximum and the duplicate are judged under a lock on the member's row, so two adds side by side
 * cannot pass BANK_CARD_MAX together.
 */
export async function addCard(s: Services, m: MemberRow, body: BankCardAddBody, ip: string): Promise<BankCard> {
  requireWalletOpen(m);
  await requireCertified(s, m.id);
  const digits = normaliseCardNo(body.cardNo);
  if (!digits) throw new ApiError(ResultCode.BANK_CARD_INVALID);
  const target = currentTarget(m, 'phone');
  if (!target) throw new ApiError(ResultCode.PHONE_NOT_BOUND);
  const [name] = await s.db.select({ name: realName.name }).from(realName).where(eq(realName.memberId, m.id));
  const numberHash = sha256(`bank-card:${digits}`);
  // The code is checked first and used up only once the card is in.
  await checkCode(s, { target, event: 'VERIFY_OWNER', code: body.verifyCode, consume: false });
  const row = await s.db.transaction(async (tx) => {
    await tx.execute(sql`select id from member where id = ${m.id} for update`);
    const live = and(eq(bankCard.memberId, m.id), isNull(bankCard.removedAt));
    const [held] = await tx.select({ n: count() }).from(bankCard).where(live);
    if ((held?.n ?? 0) >= BANK_CARD_MAX) throw new ApiError(ResultCode.BANK_CARD_LIMIT);
    const [same] = await tx
      .select({ id: bankCard.id })
      .from(bankCard)
      .where(and(live, eq(bankCard.numberHash, numberHash)));
    if (same) throw new ApiError(ResultCode.BANK_CARD_DUPLICATE);
    const [added] = await tx
      .insert(bankCard)
      .values({
        id: randomUUID(),
        memberId: m.id,
        cardType: body.cardType,
        bank: body.bank,
        numberHash,
        cardNo: maskCardNo(digits),
        holder: name?.name ?? '',
        addedAt: new Date(s.clock.now()),
      })
      .returning();
    return added!;
  });
  await checkCode(s, { target, event: 'VERIFY_OWNER', code: body.verifyCode, consume: true, ip });
  return view(row);
}

/** Removes one of the member's cards; its records keep the masked number they were made with. */
export async function removeCard(s: Services, m: MemberRow, cardId: string): Promise<BankCardList> {
  const card = await cardOf(s, m.id, cardId);
  await s.db
    .update(bankCard)
    .set({ removedAt: new Date(s.clock.now()) })
    .where(and(eq(bankCard.id, card.id), eq(bankCard.memberId, m.id)));
  return listCards(s, m.id);
}
