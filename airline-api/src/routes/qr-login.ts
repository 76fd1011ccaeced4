import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import {
  QrCreateBodySchema,
  QrLoginBodySchema,
  QrStatusQuerySchema,
  ResultCode,
  UpstreamPath,
  type QrStatus,
} from '@/lib/contract';
import { randomSecret, safeEqual } from '../account/secrets';
import { issueLogin } from '../account/tokens';
import { qrLogin } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';

/** A QR code lives 2 minutes; after confirmation the login page has another 2 minutes to log in. */
export const QR_TTL_MS = 2 * 60_000;

type QrRow = typeof qrLogin.$inferSelect;

/** What the polling page sees: WAITING and SCANNED turn EXPIRED with time, CONFIRMED too until used. */
export function qrStatusOf(row: QrRow, now: number): QrStatus {
  const expired = row.expiresAt.getTime() <= now;
  if (row.status === 'CANCELLED') return 'CANCELLED';
  if (row.status === 'CONFIRMED') return expired && !row.loggedInAt ? 'EXPIRED' : 'CONFIRMED';
  return expired ? 'EXPIRED' : row.status;
}

export const publicBase = (s: Services, req: FastifyRequest) =>
  (s.publicUrl ?? `${req.protocol}://${req.host}`).replace(/\/$/, '');

export async function findQr(s: Services, qrId: string): Promise<QrRow | undefined> {
  const [row] = await s.db.select().from(qrLogin).where(eq(qrLogin.id, qrId));
  return row;
}

/** QR login (spec §1): create, poll, and exchange the one-time ticket the scanner's confirmation made. */
export function registerQrLoginRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.qrCreate, async (req, reply) => {
    parse(QrCreateBodySchema, req.body ?? {});
    const now = s.clock.now();
    const row = {
      id: randomSecret(18),
      status: 'WAITING' as const,
      createdAt: new Date(now),
      expiresAt: new Date(now + QR_TTL_MS),
    };
    await s.db.insert(qrLogin).values(row);
    return sendOk(req, reply, {
      qrId: row.id,
      content: `${publicBase(s, req)}/sandbox/qr/${row.id}`,
      expiresAt: row.expiresAt.toISOString(),
    });
  });

  app.get(UpstreamPath.qrStatus, async (req, reply) => {
    const { qrId } = parse(QrStatusQuerySchema, req.query);
    const row = await findQr(s, qrId);
    if (!row) throw new ApiError(ResultCode.NOT_FOUND);
    const status = qrStatusOf(row, s.clock.now());
    const ticket = status === 'CONFIRMED' && row.ticket ? { ticket: row.ticket } : {};
    return sendOk(req, reply, { status, expiresAt: row.expiresAt.toISOString(), ...ticket });
  });

  app.post(UpstreamPath.qrLogin, async (req, reply) => {
    const body = parse(QrLoginBodySchema, req.body);
    const row = await findQr(s, body.qrId);
    const now = s.clock.now();
    if (!row?.ticket || !row.memberId || qrStatusOf(row, now) !== 'CONFIRMED' || !safeEqual(row.ticket, body.ticket))
      throw new ApiError(ResultCode.QR_LOGIN_FAILED);
    const used = await s.db
      .update(qrLogin)
      .set({ loggedInAt: new Date(now), ticket: null })
      .where(and(eq(qrLogin.id, row.id), isNull(qrLogin.loggedInAt)))
      .returning({ id: qrLogin.id });
    if (used.length !== 1) throw new ApiError(ResultCode.QR_LOGIN_FAILED);
    return sendOk(req, reply, await issueLogin(s, row.memberId, body.remember));
  });
}
