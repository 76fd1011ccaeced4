import { z } from 'zod';
import { ResultCode, type QrStatus } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffError, bffOk, withBffErrors } from '@/lib/bff-server/respond';
import { QrCreateRequestSchema, QrStatusQuerySchema } from '@/lib/schemas/account';
import { QR_COOKIE } from '@/lib/session-seal';
import { readSession, saveSession } from '@/lib/session';
import { qrCreate, qrLogin, qrStatus } from '@/lib/upstream/member';
import { jsonBody, openGet, openPost } from '../_lib/guard';
import { clearCookie, readSealedCookie, setSealedCookie } from '../_lib/sealed-cookie';

export const dynamic = 'force-dynamic';

/** 2 minutes to scan and confirm, 2 more to log in (airline-api), and a little slack. */
const QR_COOKIE_TTL_S = 5 * 60;
const QrCookieSchema = z.object({ qrId: z.string(), remember: z.boolean() });

/**
 * POST /api/account/qr `{remember?}`: a login QR code. Its id is tied to this browser by a cookie, so
 * someone who photographs the code cannot poll it and take the login once its owner confirms.
 */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openPost(request);
  if (open instanceof Response) return open;
  const parsed = QrCreateRequestSchema.safeParse(await jsonBody(request));
  if (!parsed.success) return bffError(ResultCode.BAD_REQUEST, open.locale);
  const result = await qrCreate(await upstreamContextFor(open.locale));
  if (!result.ok) return bffError(result.code, open.locale);
  await setSealedCookie(QR_COOKIE, { qrId: result.data.qrId, remember: parsed.data.remember }, QR_COOKIE_TTL_S);
  return bffOk(result.data);
});

/**
 * GET /api/account/qr?qrId=: the status; once CONFIRMED the BFF exchanges the ticket itself, seals the
 * session and answers `{status: 'CONFIRMED', memberId}`. The ticket never reaches the browser.
 */
export const GET = withBffErrors(async (request: Request) => {
  const open = await openGet();
  if (open instanceof Response) return open;
  const { locale } = open;
  const query = QrStatusQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return bffError(ResultCode.BAD_REQUEST, locale);
  const mine = await readSealedCookie(QrCookieSchema, QR_COOKIE);
  if (!mine || mine.qrId !== query.data.qrId) return bffError(ResultCode.QR_LOGIN_FAILED, locale);
  const context = await upstreamContextFor(locale);
  const status = await qrStatus(context, mine.qrId);
  if (!status.ok) return bffError(status.code, locale);
  const { ticket, ...shown } = status.data;
  if (shown.status !== 'CONFIRMED') return bffOk<{ status: QrStatus; expiresAt: string }>(shown);
  if (!ticket) {
    // A second poll after this browser already logged in with the code.
    const session = await readSession();
    return session ? bffOk({ ...shown, memberId: session.memberId }) : bffError(ResultCode.QR_LOGIN_FAILED, locale);
  }
  const login = await qrLogin(context, { qrId: mine.qrId, ticket, remember: mine.remember });
  if (!login.ok) return bffError(login.code, locale);
  await saveSession(login.data, mine.remember);
  await clearCookie(QR_COOKIE);
  return bffOk({ ...shown, memberId: login.data.memberId });
});
