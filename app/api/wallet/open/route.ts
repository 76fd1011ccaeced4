import * as wallet from '@/lib/bff-client/wallet';
import { bffRoute } from '@/lib/bff-server/route';
import { openWallet } from '@/lib/upstream/wallet';

/** POST /api/wallet/open: the session's member's wallet (spec §6: certified, phone bound; decision 64). */
export const POST = bffRoute(wallet.openWallet, { member: true }, async (context) =>
  context.reply(await openWallet(await context.upstream())),
);
