import * as seat from '@/lib/bff-client/seat-selection';
import { bffRoute } from '@/lib/bff-server/route';
import { sanitizeHtml } from '@/lib/domain/content-html';
import { cmsLanguageOf } from '@/lib/upstream/cms';
import { readSeatTips } from '@/lib/upstream/seat-selection';

/** Public content: the browser may keep it as long as the server's cache does (decision 7). */
const TIPS_CACHE_SECONDS = 300;

/**
 * GET /api/seat/tips → the seat tips of the CMS (spec §7 getContentByCode seat_tips) in the page's language, its
 * rich text sanitized for display as every CMS fragment is (lib/domain/content-html.ts). Read through Next's data
 * cache with an anonymous context: the same for everyone.
 */
export const GET = bffRoute(seat.tips, {}, async (context) =>
  context.reply(
    await readSeatTips(cmsLanguageOf(context.locale)),
    (data) => ({ ...data, html: sanitizeHtml(data.html) }),
    { cacheSeconds: TIPS_CACHE_SECONDS },
  ),
);
