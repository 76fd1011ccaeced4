import 'server-only';
import {
  GrowthDetailDataSchema,
  PointsDetailDataSchema,
  SignInDataSchema,
  SignInInfosDataSchema,
  SupplementApplicationSchema,
  SupplementListDataSchema,
  UpstreamPath,
  type GrowthDetailBody,
  type PointsDetailBody,
  type SignInInfosBody,
  type SupplementApplyBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * The member's points, growth, level and daily sign-in (decision 65; spec §7 memberPoints, growth getSignInInfos).
 * The token in the context names the member; nothing else can.
 */

export function pointsDetail(context: UpstreamContext, body: PointsDetailBody) {
  return callUpstream({ method: 'POST', path: UpstreamPath.pointsDetail, body, data: PointsDetailDataSchema, context });
}

export function growthInfo(context: UpstreamContext, body: GrowthDetailBody) {
  return callUpstream({ method: 'POST', path: UpstreamPath.growthInfo, body, data: GrowthDetailDataSchema, context });
}

export function signInInfos(context: UpstreamContext, body: SignInInfosBody) {
  return callUpstream({ method: 'POST', path: UpstreamPath.signInInfos, body, data: SignInInfosDataSchema, context });
}

export function signIn(context: UpstreamContext) {
  return callUpstream({ method: 'POST', path: UpstreamPath.signIn, body: {}, data: SignInDataSchema, context });
}

export function supplementList(context: UpstreamContext) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.pointsSupplementList,
    body: {},
    data: SupplementListDataSchema,
    context,
  });
}

export function supplementApply(context: UpstreamContext, body: SupplementApplyBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.pointsSupplementApply,
    body,
    data: SupplementApplicationSchema,
    context,
  });
}
