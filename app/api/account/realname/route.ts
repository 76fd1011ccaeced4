import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { REALNAME_BODY_MAX_BYTES, ResultCode } from '@/lib/contract';
import { RealNameBodySchema } from '@/lib/schemas/account';
import { realNameStatus, realNameSubmit } from '@/lib/upstream/member';

export const dynamic = 'force-dynamic';

/** GET /api/account/realname: the certification status 0 to 3 with the masked document. */
export const GET = bffRoute(account.realNameStatus, { member: true }, async (context) =>
  context.reply(await realNameStatus(await context.upstream())),
);

/**
 * POST /api/account/realname: name, document and photo (jpg or png, at most 2 MB) for review. The body
 * may be larger than other routes' (the photo as base64); beyond that it is "file too large".
 */
export const POST = bffRoute(
  account.submitRealName,
  {
    member: true,
    body: RealNameBodySchema,
    bodyLimit: { bytes: REALNAME_BODY_MAX_BYTES, tooLarge: ResultCode.UPLOAD_TOO_LARGE },
  },
  async (context) => context.reply(await realNameSubmit(await context.upstream(), context.body)),
);
