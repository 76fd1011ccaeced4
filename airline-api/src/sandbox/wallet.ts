import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ResultCode, SandboxWalletBodySchema, SandboxWalletSettleBodySchema, UpstreamPath } from '@/lib/contract';
import { asDb } from '../booking/lifecycle';
import { member } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';
import { moveWallet } from '../wallet/ledger';
import { settleTransfers } from '../wallet/transfers';

const mainland = (cellphone: string) => and(eq(member.cellphoneCode, '86'), eq(member.cellphone, cellphone));

/**
 * Sandbox controls (loopback only) of a mainland (+86) member's wallet:
 * - /sandbox/wallet opens or closes it and sets its balance, so an e2e test can pay from the wallet whatever earlier
 *   tests spent (the demo member's seeded ¥520 is shared). A balance set is an ADJUSTMENT in the wallet's ledger
 *   (decision 64), so the balance stays the ledger's sum; it is no record the member sees;
 * - /sandbox/wallet/settle: the sandbox bank settles the member's top-ups and withdrawals in progress now.
 */
export function registerWalletControl(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.sandboxWallet, async (req, reply) => {
    const body = parse(SandboxWalletBodySchema, req.body);
    const row = await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      const [found] = await tx.select().from(member).where(mainland(body.cellphone)).for('update');
      if (!found) throw new ApiError(ResultCode.NOT_FOUND);
      if (body.walletStatus)
        await tx.update(member).set({ walletStatus: body.walletStatus }).where(eq(member.id, found.id));
      if (body.balance !== undefined && body.balance !== found.balance)
        await moveWallet(tx, {
          memberId: found.id,
          amountFen: body.balance - found.balance,
          kind: 'ADJUSTMENT',
          reference: randomUUID(),
          nowMs: s.clock.now(),
        });
      const [after] = await tx.select().from(member).where(eq(member.id, found.id));
      return after!;
    });
    return sendOk(req, reply, { walletStatus: row.walletStatus, balance: row.balance });
  });

  app.post(UpstreamPath.sandboxWalletSettle, async (req, reply) => {
    const body = parse(SandboxWalletSettleBodySchema, req.body);
    const [found] = await s.db.select({ id: member.id }).from(member).where(mainland(body.cellphone));
    if (!found) throw new ApiError(ResultCode.NOT_FOUND);
    return sendOk(req, reply, { settled: await settleTransfers(s, { memberId: found.id }) });
  });
}
