import type { FastifyInstance } from 'fastify';
import { desc, eq, inArray } from 'drizzle-orm';
import { OutboxQuerySchema, RealNameReviewBodySchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { challengeTarget } from '../account/captcha';
import { findMember } from '../account/members';
import { member, outboxMessage, realName } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';
import { registerRealNameAging } from './real-name-age';

/** The SMS and e-mail outbox, the real-name review desk, and the slider captcha's answers. */
export function registerOutbox(app: FastifyInstance, s: Services): void {
  app.get(UpstreamPath.sandboxOutbox, async (req, reply) => {
    const { to, limit } = parse(OutboxQuerySchema, req.query);
    // A bare mainland number also finds its '86-' form.
    const targets = /^\d{5,15}$/.test(to) ? [to, `86-${to}`] : [to.toLowerCase()];
    const rows = await s.db
      .select()
      .from(outboxMessage)
      .where(inArray(outboxMessage.to, targets))
      .orderBy(desc(outboxMessage.id))
      .limit(limit);
    return sendOk(req, reply, {
      messages: rows.map(({ attachment, attachmentName, attachmentType, ...r }) => ({
        ...r,
        sentAt: r.sentAt.toISOString(),
        attachment:
          attachment && attachmentName && attachmentType
            ? { name: attachmentName, type: attachmentType, size: attachment.length }
            : null,
      })),
    });
  });

  // A mail's attachment as it was sent (the boarding pass PDF): the bytes with their type.
  app.get<{ Params: { id: string } }>(`${UpstreamPath.sandboxOutbox}/:id/attachment`, async (req, reply) => {
    const id = Number(req.params.id);
    const [row] = Number.isSafeInteger(id)
      ? await s.db.select().from(outboxMessage).where(eq(outboxMessage.id, id))
      : [];
    if (!row?.attachment || !row.attachmentType) throw new ApiError(ResultCode.NOT_FOUND);
    return reply
      .header('content-type', row.attachmentType)
      .header('content-disposition', `attachment; filename="${row.attachmentName ?? 'attachment'}"`)
      .send(row.attachment);
  });

  app.post(UpstreamPath.sandboxRealNameReview, async (req, reply) => {
    const body = parse(RealNameReviewBodySchema, req.body);
    const memberId =
      body.memberId ?? (await findMember(s, { cellphoneCode: '86', cellphone: body.cellphone ?? '' }))?.id;
    const [row] = memberId ? await s.db.select().from(realName).where(eq(realName.memberId, memberId)) : [];
    if (!row || !memberId) throw new ApiError(ResultCode.NOT_FOUND);
    if (row.status !== 1) throw new ApiError(ResultCode.BAD_REQUEST, 'not under review');
    const status = body.approve ? 3 : 2;
    await s.db
      .update(realName)
      .set({ status, reviewedAt: new Date(s.clock.now()), reason: body.approve ? null : (body.reason ?? null) })
      .where(eq(realName.memberId, memberId));
    if (body.approve) await s.db.update(member).set({ name: row.name }).where(eq(member.id, memberId));
    return sendOk(req, reply, { memberId, status: status as 2 | 3 });
  });

  registerRealNameAging(app, s);

  app.get<{ Params: { memberId: string } }>('/sandbox/realname/:memberId/photo', async (req, reply) => {
    const [row] = await s.db.select().from(realName).where(eq(realName.memberId, req.params.memberId));
    if (!row?.photo || !row.photoType) throw new ApiError(ResultCode.NOT_FOUND);
    // Every stored photo is a JPEG airline-api drew itself; the browser must not guess otherwise.
    return reply
      .header('content-type', 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline; filename="photo.jpg"')
      .header('cache-control', 'no-store')
      .send(row.photo);
  });

  // Where a live slider challenge's notch is, so tests and testers can solve it as a person would by eye.
  app.get<{ Params: { challengeId: string } }>('/sandbox/captcha/:challengeId', async (req, reply) => {
    const target = await challengeTarget(s, req.params.challengeId);
    if (target === null) throw new ApiError(ResultCode.NOT_FOUND);
    return sendOk(req, reply, { target });
  });
}
