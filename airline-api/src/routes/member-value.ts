import type { FastifyInstance } from 'fastify';
import {
  GrowthDetailBodySchema,
  PointsDetailBodySchema,
  SignInInfosBodySchema,
  SupplementApplyBodySchema,
  UpstreamPath,
} from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { parse, sendOk } from '../http';
import { growthDetail, pointsDetail } from '../member-value/detail';
import { signIn, signInInfos } from '../member-value/sign-in';
import { supplementApply, supplementList } from '../member-value/supplement';
import type { Services } from '../services';

/**
 * Points, growth and the daily sign-in (decision 65). Each call reads or changes the token's member only: no call
 * takes a member id, so no member can see or spend another's.
 */
export function registerMemberValueRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.pointsDetail, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await pointsDetail(s, member, parse(PointsDetailBodySchema, req.body ?? {})));
  });
  app.post(UpstreamPath.growthInfo, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await growthDetail(s, member, parse(GrowthDetailBodySchema, req.body ?? {})));
  });
  app.post(UpstreamPath.signInInfos, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await signInInfos(s, member, parse(SignInInfosBodySchema, req.body ?? {})));
  });
  app.post(UpstreamPath.signIn, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await signIn(s, member));
  });
  app.post(UpstreamPath.pointsSupplementList, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await supplementList(s, member));
  });
  app.post(UpstreamPath.pointsSupplementApply, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await supplementApply(s, member, parse(SupplementApplyBodySchema, req.body ?? {})));
  });
}
