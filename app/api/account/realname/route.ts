import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { RealNameBodySchema } from '@/lib/schemas/account';
import { memberOrError } from '@/lib/session';
import { realNameStatus, realNameSubmit } from '@/lib/upstream/member';
import { dropSessionIfRefused, openGet } from '../_lib/guard';
import { memberPost } from '../_lib/member-post';

export const dynamic = 'force-dynamic';

/** GET /api/account/realname: the certification status 0 to 3 with the masked document. */
export const GET = withBffErrors(async () => {
  const open = await openGet();
  if (open instanceof Response) return open;
  const session = await memberOrError(open.locale);
  if (session instanceof Response) return session;
  const result = await realNameStatus(await upstreamContextFor(open.locale));
  await dropSessionIfRefused(result);
  return bffFrom(result, open.locale);
});

/** POST /api/account/realname: name, document and photo (jpg or png, at most 2 MB) for review. */
export const POST = memberPost(RealNameBodySchema, realNameSubmit);
