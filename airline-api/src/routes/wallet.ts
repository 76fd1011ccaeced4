import type { FastifyInstance } from 'fastify';
import { UpstreamPath, WalletRecordsBodySchema } from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { parse, sendOk } from '../http';
import type { Services } from '../services';
import { walletRecords } from '../wallet/records';

/**
 * The member's wallet (spec §2 /member/wallet/wallet, §3 Wallet): the balances and one page of the token's member's
 * own records of the last 1, 2 or 3 months, of one kind or all. No token, no wallet: there is no way to name
 * another member's.
 */
export function registerWalletRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.walletRecords, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(WalletRecordsBodySchema, req.body ?? {});
    return sendOk(req, reply, await walletRecords(s, member, body));
  });
}
