import type { FastifyInstance } from 'fastify';
import {
  BankCardAddBodySchema,
  BankCardIdBodySchema,
  UpstreamPath,
  WalletRecordsBodySchema,
  WalletTransferBodySchema,
} from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { clientIp, parse, sendOk } from '../http';
import type { Services } from '../services';
import { addCard, listCards, openWallet, removeCard, requireWalletOpen } from '../wallet/cards';
import { walletRecords } from '../wallet/records';
import { requestTransfer } from '../wallet/transfers';

/**
 * The member's wallet (spec §2 /member/wallet/wallet, bankCards, rechargeWallet, withdrawCash; §3 Wallet): the
 * balances and records, opening it, the bank cards, top-ups and withdrawals (decision 64). Every call acts on the
 * token's member only: there is no way to name another member's wallet, and a card id of another member is not found.
 */
export function registerWalletRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.walletRecords, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(WalletRecordsBodySchema, req.body ?? {});
    return sendOk(req, reply, await walletRecords(s, member, body));
  });

  app.post(UpstreamPath.walletOpen, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await openWallet(s, member));
  });

  app.post(UpstreamPath.walletCards, async (req, reply) => {
    const { member } = await requireMember(s, req);
    requireWalletOpen(member);
    return sendOk(req, reply, await listCards(s, member.id));
  });

  app.post(UpstreamPath.walletCardAdd, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(BankCardAddBodySchema, req.body);
    return sendOk(req, reply, await addCard(s, member, body, clientIp(req)));
  });

  app.post(UpstreamPath.walletCardRemove, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(BankCardIdBodySchema, req.body);
    return sendOk(req, reply, await removeCard(s, member, body.cardId));
  });

  app.post(UpstreamPath.walletRecharge, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(WalletTransferBodySchema, req.body);
    return sendOk(req, reply, await requestTransfer(s, member, 'TOPUP', body));
  });

  app.post(UpstreamPath.walletWithdraw, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(WalletTransferBodySchema, req.body);
    return sendOk(req, reply, await requestTransfer(s, member, 'WITHDRAWAL', body));
  });
}
