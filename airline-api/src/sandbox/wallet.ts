import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ResultCode, SandboxWalletBodySchema, UpstreamPath } from '@/lib/contract';
import { member } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';

/**
 * Sandbox control (loopback only): opens or closes a mainland (+86) member's wallet and sets its balance, so an e2e
 * test can pay from the wallet whatever earlier tests spent (the demo member's seeded ¥520 is shared). It writes no
 * wallet record: top-ups come with the wallet issue.
 */
export function registerWalletControl(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.sandboxWallet, async (req, reply) => {
    const body = parse(SandboxWalletBodySchema, req.body);
    const set = {
      ...(body.walletStatus ? { walletStatus: body.walletStatus } : {}),
      ...(body.balance !== undefined ? { balance: body.balance } : {}),
    };
    const where = and(eq(member.cellphoneCode, '86'), eq(member.cellphone, body.cellphone));
    const [row] = Object.keys(set).length
      ? await s.db.update(member).set(set).where(where).returning()
      : await s.db.select().from(member).where(where);
    if (!row) throw new ApiError(ResultCode.NOT_FOUND);
    return sendOk(req, reply, { walletStatus: row.walletStatus, balance: row.balance });
  });
}
