import 'server-only';
import type { z } from 'zod';
import {
  LoginDataSchema,
  LogoutDataSchema,
  QrCreateDataSchema,
  QrStatusDataSchema,
  ThirdPartyLoginDataSchema,
  UpstreamPath,
  type LoginBodySchema,
  type PhoneLoginBodySchema,
  type QrLoginBodySchema,
  type RegisterBodySchema,
  type ThirdPartyBindBodySchema,
  type ThirdPartyLoginBodySchema,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';
import { contactOf } from './member-anti-fraud';

/** Every way in (spec §1, §7): each answers LoginData, whose token only ever goes into the sealed session. */

export function login(context: UpstreamContext, body: z.output<typeof LoginBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.login,
    body,
    data: LoginDataSchema,
    context,
    antiFraud: contactOf(body),
  });
}

export function phoneLogin(context: UpstreamContext, body: z.output<typeof PhoneLoginBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.phoneLogin,
    body,
    data: LoginDataSchema,
    context,
    antiFraud: contactOf(body),
  });
}

export function register(context: UpstreamContext, body: z.output<typeof RegisterBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.register,
    body,
    data: LoginDataSchema,
    context,
    antiFraud: contactOf(body),
  });
}

/** Spec §7 logout: channelNo; revokes the token of the context. */
export function logout(context: UpstreamContext) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.logout,
    body: { channelNo: context.channel },
    data: LogoutDataSchema,
    context,
  });
}

export function thirdPartyLogin(context: UpstreamContext, body: z.output<typeof ThirdPartyLoginBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.thirdPartyLogin,
    body,
    data: ThirdPartyLoginDataSchema,
    context,
  });
}

export function thirdPartyBind(context: UpstreamContext, body: z.output<typeof ThirdPartyBindBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.thirdPartyBind,
    body,
    data: LoginDataSchema,
    context,
    antiFraud: contactOf(body),
  });
}

export function qrCreate(context: UpstreamContext) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.qrCreate,
    body: { channelNo: context.channel },
    data: QrCreateDataSchema,
    context,
  });
}

export function qrStatus(context: UpstreamContext, qrId: string) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.qrStatus,
    query: { qrId },
    data: QrStatusDataSchema,
    context,
  });
}

export function qrLogin(context: UpstreamContext, body: z.output<typeof QrLoginBodySchema>) {
  return callUpstream({ method: 'POST', path: UpstreamPath.qrLogin, body, data: LoginDataSchema, context });
}
