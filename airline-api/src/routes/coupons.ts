import type { FastifyInstance } from 'fastify';
import { ClaimBodySchema, CouponPath, MyCouponsBodySchema, OpenGiftBodySchema } from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { blindBoxRecord } from '../coupons/blind-box';
import { claimOffer, couponCentre } from '../coupons/centre';
import { giftPackages, openGift } from '../coupons/gifts';
import { myCoupons } from '../coupons/my-coupons';
import { drawRoulette, roulette } from '../coupons/roulette';
import { languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';

/**
 * Coupons, the coupon centre and the gift centre (spec §2, §4, §7; decision 66). Every call but the blind box needs
 * the member's token, and acts for that member only: no body names a member.
 */
export function registerCouponRoutes(app: FastifyInstance, s: Services): void {
  app.post(CouponPath.myCoupons, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { tab } = parse(MyCouponsBodySchema, req.body ?? {});
    return sendOk(req, reply, await myCoupons(s, member.id, tab, languageOf(req)));
  });
  app.post(CouponPath.centre, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await couponCentre(s, member.id, languageOf(req)));
  });
  app.post(CouponPath.claim, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { offerId } = parse(ClaimBodySchema, req.body);
    return sendOk(req, reply, await claimOffer(s, member.id, offerId));
  });
  app.post(CouponPath.gifts, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await giftPackages(s, member.id, languageOf(req)));
  });
  app.post(CouponPath.openGift, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { packageId } = parse(OpenGiftBodySchema, req.body);
    return sendOk(req, reply, await openGift(s, member.id, packageId));
  });
  app.post(CouponPath.roulette, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await roulette(s, member.id, languageOf(req)));
  });
  app.post(CouponPath.rouletteDraw, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await drawRoulette(s, member.id, languageOf(req)));
  });
  app.get(CouponPath.blindBox, async (req, reply) =>
    sendOk(req, reply, { data: JSON.stringify(blindBoxRecord(s.clock.now())) }),
  );
}
