import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  BindEmailBodySchema,
  BindPhoneBodySchema,
  ChangePasswordBodySchema,
  OwnerCodeBodySchema,
  PersonalInfoBodySchema,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { RESEND_SECONDS } from '@/lib/domain/account-rules';
import { checkCode, sendCode } from '../account/codes';
import { certificationStatus, findMember, isUniqueViolation, maskContact, phoneTarget } from '../account/members';
import { checkOwnerProof, currentTarget, noticeContactChanged, useOwnerProof } from '../account/owner-proof';
import { hashPassword, verifyPassword } from '../account/secrets';
import { requireMember, revokeAllTokens } from '../account/tokens';
import type { Db } from '../db/client';
import { member } from '../db/schema';
import { ApiError } from '../errors';
import { clientIp, parse, sendOk } from '../http';
import type { Services } from '../services';

/**
 * Security centre (spec §2, §6): password, phone and e-mail binding (a change proves the account first and
 * tells the old phone or e-mail), personal information.
 */
export function registerSecurityRoutes(app: FastifyInstance, s: Services): void {
  const updateMember = async (id: string, set: Partial<typeof member.$inferInsert>) => {
    try {
      await s.db.update(member).set(set).where(eq(member.id, id));
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(ResultCode.ACCOUNT_EXISTS);
      throw err;
    }
  };
  /** A new phone or e-mail and the notice to the old one, together or not at all. */
  const changeContact = async (
    id: string,
    set: Partial<typeof member.$inferInsert>,
    notice: (tx: Db) => Promise<void> | undefined,
  ) => {
    try {
      await s.db.transaction(async (tx) => {
        await tx.update(member).set(set).where(eq(member.id, id));
        await notice(tx);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(ResultCode.ACCOUNT_EXISTS);
      throw err;
    }
  };

  /** ACCOUNT_EXISTS when another member holds the phone or e-mail; asked after its code was checked. */
  const refuseTaken = async (id: string, contact: Parameters<typeof findMember>[1]) => {
    const owner = await findMember(s, contact);
    if (owner && owner.id !== id) throw new ApiError(ResultCode.ACCOUNT_EXISTS);
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

  // Spec §2: a code to the member's current phone or e-mail, the proof of ownership a change can use.
  app.post(UpstreamPath.ownerCode, async (req, reply) => {
    const auth = await requireMember(s, req);
    const body = parse(OwnerCodeBodySchema, req.body);
    const kind = body.type === 'SMS' ? 'phone' : 'email';
    const target = currentTarget(auth.member, kind);
    if (target === null) throw new ApiError(kind === 'phone' ? ResultCode.PHONE_NOT_BOUND : ResultCode.BAD_REQUEST);
    const sent = await sendCode(s, { target, type: body.type, event: 'VERIFY_OWNER', ip: clientIp(req) });
    const sentTo = maskContact(
      kind === 'phone' ? { cellphone: auth.member.cellphone ?? '' } : { email: auth.member.email ?? '' },
    );
    return sendOk(req, reply, { ...sent, resendAfterSeconds: RESEND_SECONDS, sentTo });
  });

  /**
   * Binds a first phone, or changes it: a change needs the owner's proof (checkOwnerProof) besides the new
   * phone's code, and the old phone is told. The proof is checked first, its code used up last.
   */
  app.post(UpstreamPath.bindPhone, async (req, reply) => {
    const auth = await requireMember(s, req);
    const body = parse(BindPhoneBodySchema, req.body);
    const oldTarget = currentTarget(auth.member, 'phone');
    const target = phoneTarget(body.cellphoneCode, body.cellphone);
    if (oldTarget === target) throw new ApiError(ResultCode.BAD_REQUEST, 'the phone bound now');
    const proof = oldTarget ? await checkOwnerProof(s, auth.member, 'phone', body) : null;
    await checkCode(s, {
      target,
      event: ['BIND_PHONE', 'CHANGE_PHONE'],
      code: body.verifyCode,
      consume: true,
      ip: clientIp(req),
    });
    // Taken or free is said only to whoever proved the phone with its code (decision 53).
    await refuseTaken(auth.member.id, body);
    await useOwnerProof(s, proof);
    await changeContact(auth.member.id, { cellphoneCode: body.cellphoneCode, cellphone: body.cellphone }, (tx) =>
      oldTarget ? noticeContactChanged(s, tx, 'phone', oldTarget, { cellphone: body.cellphone }) : undefined,
    );
    return sendOk(req, reply, { done: true as const });
  });

  /** Binds a first e-mail, or changes it, as the phone (spec §2). */
  app.post(UpstreamPath.bindEmail, async (req, reply) => {
    const auth = await requireMember(s, req);
    const body = parse(BindEmailBodySchema, req.body);
    const oldTarget = currentTarget(auth.member, 'email');
    if (oldTarget === body.email) throw new ApiError(ResultCode.BAD_REQUEST, 'the e-mail bound now');
    const proof = oldTarget ? await checkOwnerProof(s, auth.member, 'email', body) : null;
    await checkCode(s, {
      target: body.email,
      event: ['BIND_EMAIL', 'CHANGE_EMAIL'],
      code: body.verifyCode,
      consume: true,
      ip: clientIp(req),
    });
    await refuseTaken(auth.member.id, { email: body.email });
    await useOwnerProof(s, proof);
    await changeContact(auth.member.id, { email: body.email }, (tx) =>
      oldTarget ? noticeContactChanged(s, tx, 'email', oldTarget, { email: body.email }) : undefined,
    );
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
