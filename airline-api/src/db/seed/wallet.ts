import { randomUUID } from 'node:crypto';
import { count, gt } from 'drizzle-orm';
import { sha256 } from '../../account/secrets';
import { localDate } from '../../domain/time-zone';
import type { Db } from '../client';
import { bankCard, member, walletEntry, walletTransfer } from '../schema';
import { DEMO_PHONE } from './members';

const DAY_MS = 86_400_000;

/**
 * The wallet's ledger from balances kept before it (decision 64), and SEEDED TEST DATA for the demo member.
 * Once, while the ledger is empty: every member with a balance gets an OPENING row of it, so each balance is the sum
 * of its ledger from the start. With the demo members, the demo member also has a debit card, a top-up of ¥200 and a
 * withdrawal of ¥50 settled last week, booked so that the balance stays the seeded ¥520.
 */
export async function seedWallet(db: Db, nowMs: number, demoMembers: boolean): Promise<void> {
  const [row] = await db.select({ n: count() }).from(walletEntry);
  if ((row?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const funded = await tx
      .select({ id: member.id, balance: member.balance, cellphone: member.cellphone, regTime: member.regTime })
      .from(member)
      .where(gt(member.balance, 0));
    for (const m of funded) {
      const demo = demoMembers && m.cellphone === DEMO_PHONE;
      const opening = demo ? m.balance - 20_000 + 5_000 : m.balance;
      await tx.insert(walletEntry).values({
        memberId: m.id,
        amountFen: opening,
        kind: 'OPENING',
        reference: m.id,
        createdAt: m.regTime,
      });
      if (!demo) continue;
      const cardId = randomUUID();
      const cardNo = '6222 **** **** 0013';
      await tx.insert(bankCard).values({
        id: cardId,
        memberId: m.id,
        cardType: 'DEBITCARD',
        bank: 'ICBC',
        numberHash: sha256('bank-card:6222020200000013'),
        cardNo,
        holder: '张云雀',
        addedAt: new Date(nowMs - 30 * DAY_MS),
      });
      for (const [kind, prefix, amountFen, daysAgo] of [
        ['TOPUP', 'TU', 20_000, 9],
        ['WITHDRAWAL', 'WD', 5_000, 5],
      ] as const) {
        const at = new Date(nowMs - daysAgo * DAY_MS);
        const requestNo = `${prefix}${localDate(at.getTime(), 'Asia/Shanghai').replaceAll('-', '')}00000001`;
        await tx.insert(walletTransfer).values({
          requestNo,
          memberId: m.id,
          kind,
          amountFen,
          cardId,
          cardNo,
          status: 'SUCCESS',
          createdAt: at,
          dueAt: at,
          settledAt: at,
        });
        await tx.insert(walletEntry).values({
          memberId: m.id,
          amountFen: kind === 'TOPUP' ? amountFen : -amountFen,
          kind,
          reference: requestNo,
          createdAt: at,
        });
      }
    }
  });
}
