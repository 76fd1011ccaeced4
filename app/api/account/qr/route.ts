import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import * as account from '@/lib/bff-client/account';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { QrCreateRequestSchema, QrStatusQuerySchema } from '@/lib/schemas/account';
import { QR_COOKIE } from '@/lib/session-seal';
import { readSession, saveSession } from '@/lib/session';
import { qrCreate, qrLogin, qrStatus } from '@/lib/upstream/member';
import { clearCookie, readSealedCookie, setSealedCookie } from '../_lib/sealed-cookie';

export const dynamic = 'force-dynamic';

/** 2 minutes to scan and confirm, 2 more to log in (airline-api), and a little slack. */
const QR_COOKIE_TTL_S = 5 * 60;
const QrCookieSchema = z.object({ qrId: z.string(), remember: z.boolean() });

/**
 * POST /api/account/qr `{remember?}`: a login QR code. Its id is tied to this browser by a cookie, so
 * someone who photographs the code cannot poll it and take the login once its owner confirms.
 */
export const POST = bffRoute(account.qrCreate, { body: QrCreateRequestSchema }, async (context) => {
  const result = await qrCreate(await context.upstream());
  if (!result.ok) return context.fail(result.code);
  await setSealedCookie(QR_COOKIE, { qrId: result.data.qrId, remember: context.body.remember }, QR_COOKIE_TTL_S);
  return bffOk(result.data);
});

/**
 * GET /api/account/qr?qrId=: the status; once CONFIRMED the BFF exchanges the ticket itself, seals the
 * session and answers `{status: 'CONFIRMED', memberId}`. The ticket never reaches the browser.
 */
export const GET = bffRoute(account.qrStatus, { query: QrStatusQuerySchema }, async (context) => {
  const mine = await readSealedCookie(QrCookieSchema, QR_COOKIE);
  if (!mine || mine.qrId !== context.query.qrId) return context.fail(ResultCode.QR_LOGIN_FAILED);
  const upstream = await context.upstream();
  const status = await qrStatus(upstream, mine.qrId);
  if (!status.ok) return context.fail(status.code);
  const { ticket, ...shown } = status.data;
  if (shown.status !== 'CONFIRMED') return bffOk(shown);
  if (!ticket) {
    // A second poll after this browser already logged in with the code.
    const session = await readSession();
    return session ? bffOk({ ...shown, memberId: session.memberId }) : context.fail(ResultCode.QR_LOGIN_FAILED);
  }
  const login = await qrLogin(upstream, { qrId: mine.qrId, ticket, remember: mine.remember });
  if (!login.ok) return context.fail(login.code);
  await saveSession(login.data, mine.remember);
  await clearCookie(QR_COOKIE);
  return bffOk({ ...shown, memberId: login.data.memberId });
});
