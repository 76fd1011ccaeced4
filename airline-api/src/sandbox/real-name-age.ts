import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import { REAL_NAME_STATUS } from '@/lib/domain/real-name-rules';
import { findMember } from '../account/members';
import { realNameOf } from '../routes/real-name';
import { realName } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';

/** The review desk's clock for one member: how many days further back their certification was reviewed. */
export const SANDBOX_REAL_NAME_AGE_PATH = '/sandbox/realname/age';

const AgeBodySchema = z
  .object({
    memberId: z.string().max(64).optional(),
    cellphone: z.string().max(20).optional(),
    days: z.number().int().min(1).max(3650),
  })
  .refine((v) => v.memberId !== undefined || v.cellphone !== undefined, 'memberIdOrCellphone');

/**
 * POST /sandbox/realname/age (loopback only, like the other controls): moves a certified member's review
 * `days` further into the past, so tests reach 'real-name certification expired' (spec §6, §8) for that one
 * member. Moving airline-api's whole clock two years on would expire every login token as well.
 */
export function registerRealNameAging(app: FastifyInstance, s: Services): void {
  app.post(SANDBOX_REAL_NAME_AGE_PATH, async (req, reply) => {
    const body = parse(AgeBodySchema, req.body);
    const memberId =
      body.memberId ?? (await findMember(s, { cellphoneCode: '86', cellphone: body.cellphone ?? '' }))?.id;
    if (!memberId) throw new ApiError(ResultCode.NOT_FOUND);
    const shift = sql`make_interval(days => ${body.days})`;
    const moved = await s.db
      .update(realName)
      .set({
        reviewedAt: sql`${realName.reviewedAt} - ${shift}`,
        submittedAt: sql`${realName.submittedAt} - ${shift}`,
      })
      .where(and(eq(realName.memberId, memberId), eq(realName.status, REAL_NAME_STATUS.CERTIFIED)))
      .returning({ memberId: realName.memberId });
    if (moved.length === 0) throw new ApiError(ResultCode.NOT_FOUND, 'not certified');
    return sendOk(req, reply, { memberId, ...(await realNameOf(s, memberId)) });
  });
}
