import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  BindEmailBodySchema,
  BindPhoneBodySchema,
  ChangePasswordBodySchema,
  PersonalInfoBodySchema,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { checkCode } from '../account/codes';
import { certificationStatus, findMember, isUniqueViolation, phoneTarget } from '../account/members';
import { hashPassword, verifyPassword } from '../account/secrets';
import { requireMember, revokeAllTokens } from '../account/tokens';
import { member } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';

/** Security centre (spec §2, §6): password, phone and e-mail binding, personal information. */
export function registerSecurityRoutes(app: FastifyInstance, s: Services): void {
  const updateMember = async (id: string, set: Partial<typeof member.$inferInsert>) => {
    try {
      await s.db.update(member).set(set).where(eq(member.id, id));
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(ResultCode.ACCOUNT_EXISTS);
      throw err;
    }
  };

  app.post(UpstreamPath.changePassword, async (req, reply) => {
    const auth = await requireMember(s, req);
    const body = parse(ChangePasswordBodySchema, req.body);
    if (auth.member.passwordHash !== null) {
      const matches = await verifyPassword(body.oldPassword ?? '', auth.member.passwordHash);
      if (!matches) throw new ApiError(ResultCode.WRONG_CREDENTIALS);
    }
    await updateMember(auth.member.id, {
      passwordHash: await hashPassword(body.newPassword),
      passwordResetRequired: false,
    });
    await revokeAllTokens(s, auth.member.id, auth.tokenHash);
    return sendOk(req, reply, { done: true as const });
  });

  app.post(UpstreamPath.bindPhone, async (req, reply) => {
    const auth = await requireMember(s, req);
    const body = parse(BindPhoneBodySchema, req.body);
    const owner = await findMember(s, body);
    if (owner && owner.id !== auth.member.id) throw new ApiError(ResultCode.ACCOUNT_EXISTS);
    const target = phoneTarget(body.cellphoneCode, body.cellphone);
    await checkCode(s, { target, event: ['BIND_PHONE', 'CHANGE_PHONE'], code: body.verifyCode, consume: true });
    await updateMember(auth.member.id, { cellphoneCode: body.cellphoneCode, cellphone: body.cellphone });
    return sendOk(req, reply, { done: true as const });
  });

  app.post(UpstreamPath.bindEmail, async (req, reply) => {
    const auth = await requireMember(s, req);
    const body = parse(BindEmailBodySchema, req.body);
    const owner = await findMember(s, { email: body.email });
    if (owner && owner.id !== auth.member.id) throw new ApiError(ResultCode.ACCOUNT_EXISTS);
    await checkCode(s, {
      target: body.email,
      event: ['BIND_EMAIL', 'CHANGE_EMAIL'],
      code: body.verifyCode,
      consume: true,
    });
    await updateMember(auth.member.id, { email: body.email });
    return sendOk(req, reply, { done: true as const });
  });

  app.post(UpstreamPath.personalInfo, async (req, reply) => {
    const auth = await requireMember(s, req);
    const body = parse(PersonalInfoBodySchema, req.body);
    // Spec §6: certified members cannot edit personal information.
    if ((await certificationStatus(s, auth.member.id)) === 3) throw new ApiError(ResultCode.PERSONAL_INFO_LOCKED);
    await updateMember(auth.member.id, {
      ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
      ...(body.name !== undefined ? { name: body.name } : {}),
    });
    return sendOk(req, reply, { done: true as const });
  });
}
