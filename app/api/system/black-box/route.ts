import { cookies } from 'next/headers';
import * as site from '@/lib/bff-client/site';
import { BLACK_BOX_COOKIE, BLACK_BOX_FRESH_S, issueBlackBox } from '@/lib/bff-server/black-box';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { DEVICE_COOKIE } from '@/lib/device-cookie';
import { env } from '@/lib/env';
import { secureCookies } from '@/lib/site-origin';

export const dynamic = 'force-dynamic';

/**
 * POST /api/system/black-box: the anti-bot routine's refresh (spec §7, every 120 s; decision 73). A fresh token for
 * the browser's device id, in an HttpOnly cookie as long as it is fresh. At most 60 a minute per address: a whole
 * office's tabs behind one address refresh every 2 minutes far below it, so no visitor's refresh stops another's.
 */
export const POST = bffRoute(
  site.refreshBlackBox,
  { maintenance: false, limit: ({ ip }) => (ip ? [{ key: `black-box:${ip}`, limit: 60 }] : []) },
  async () => {
    const device = (await cookies()).get(DEVICE_COOKIE)?.value;
    const token = device ? issueBlackBox(device, Date.now(), env().SESSION_SECRET) : null;
    const response = bffOk({ refreshed: token !== null });
    if (token)
      response.cookies.set(BLACK_BOX_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: secureCookies(),
        maxAge: BLACK_BOX_FRESH_S,
      });
    return response;
  },
);
