import 'server-only';
import type { z } from 'zod';
import {
  DoneDataSchema,
  MemberInfoSchema,
  OwnerCodeDataSchema,
  RealNameDataSchema,
  UpstreamPath,
  type BindEmailBodySchema,
  type BindPhoneBodySchema,
  type ChangePasswordBodySchema,
  type OwnerCodeBody,
  type PersonalInfoBodySchema,
  type RealNameBodySchema,
  type ResetPasswordBodySchema,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';
import { contactOf } from './member-anti-fraud';

/** The member of the context's token (spec §7 memberInfoQuery); 1000010 / 1000011 when it is not valid. */
export function memberInfoQuery(context: UpstreamContext) {
  return callUpstream({ method: 'GET', path: UpstreamPath.memberInfoQuery, data: MemberInfoSchema, context });
}

/** /forgetact: a RESET_PASSWORD code, then the new password; airline-api revokes every token. */
export function resetPassword(context: UpstreamContext, body: z.output<typeof ResetPasswordBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.resetPassword,
    body,
    data: DoneDataSchema,
    context,
    antiFraud: contactOf(body),
  });
}

export function changePassword(context: UpstreamContext, body: z.output<typeof ChangePasswordBodySchema>) {
  return callUpstream({ method: 'POST', path: UpstreamPath.changePassword, body, data: DoneDataSchema, context });
}

export function bindPhone(context: UpstreamContext, body: z.output<typeof BindPhoneBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.bindPhone,
    body,
    data: DoneDataSchema,
    context,
    antiFraud: contactOf(body),
  });
}

export function bindEmail(context: UpstreamContext, body: z.output<typeof BindEmailBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.bindEmail,
    body,
    data: DoneDataSchema,
    context,
    antiFraud: contactOf(body),
  });
}

/** A code to the member's current phone or e-mail: the proof a change of it can use (spec §2). */
export function ownerCode(context: UpstreamContext, body: OwnerCodeBody) {
  return callUpstream({ method: 'POST', path: UpstreamPath.ownerCode, body, data: OwnerCodeDataSchema, context });
}

/** /member/account/myInformation: nickname and name; refused once certified (3000022). */
export function personalInfo(context: UpstreamContext, body: z.output<typeof PersonalInfoBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.personalInfo,
    body,
    data: DoneDataSchema,
    context,
    antiFraud: body.name ? { name: body.name } : undefined,
  });
}

export function realNameStatus(context: UpstreamContext) {
  return callUpstream({ method: 'GET', path: UpstreamPath.realName, data: RealNameDataSchema, context });
}

/** Spec §7 anti-fraud: the name and the credential of the certification travel in the header too. */
export function realNameSubmit(context: UpstreamContext, body: z.output<typeof RealNameBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.realName,
    body,
    data: RealNameDataSchema,
    context,
    antiFraud: { name: body.name, credential: body.certificateNumber },
    timeoutMs: 20_000,
  });
}
