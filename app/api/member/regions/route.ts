import { z } from 'zod';
import * as memberBook from '@/lib/bff-client/member-book';
import { bffRoute } from '@/lib/bff-server/route';
import { regions } from '@/lib/upstream/member-book';

/** GET /api/member/regions?code=: one level of the address cascade; the same for everyone, cached a day. */
export const GET = bffRoute(
  memberBook.regions,
  { query: z.object({ code: z.string().regex(/^\d{2,9}$/) }) },
  async (context) =>
    context.reply(await regions(await context.upstream(), context.query.code), undefined, { cacheSeconds: 86_400 }),
);
