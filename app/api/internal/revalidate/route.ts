import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import * as internal from '@/lib/bff-client/internal';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { env } from '@/lib/env';
import { forgetMaintenanceReading, MAINTENANCE_TAG } from '@/lib/maintenance';

const RevalidateBodySchema = z.object({
  tags: z
    .array(z.string().regex(/^[A-Za-z0-9:_-]{1,64}$/))
    .min(1)
    .max(20),
});

/**
 * airline-api changed content (decision 60): every named tag expires at once, so the next read renders from
 * the CMS, on every instance when Next's cache is shared in Redis. `maintenance` drops the shared switch
 * reading instead. Pages already kept by the page micro-cache stay up to PAGE_CACHE_MS (decision 36).
 */
export const POST = bffRoute(
  internal.revalidate,
  { internal: { secret: () => env().REVALIDATE_SECRET }, maintenance: false, body: RevalidateBodySchema },
  async ({ body }) => {
    const tags = [...new Set(body.tags)];
    for (const tag of tags) {
      if (tag === MAINTENANCE_TAG) await forgetMaintenanceReading();
      else revalidateTag(tag, { expire: 0 });
    }
    return bffOk({ tags });
  },
);
