import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  OceanPaymentBodySchema,
  PaymentApplyBodySchema,
  PaymentReturnSchema,
  UpstreamPath,
  WalletPayBodySchema,
} from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { applyPayment, payByWallet, verifyReturn } from '../booking/payments';
import { languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';

/** Base URL browsers reach airline-api at: the configured one, else the request's own host. */
export function publicBase(s: Services, req: FastifyRequest): string {
  return (s.publicUrl ?? `${req.protocol}://${req.host}`).replace(/\/$/, '');
}

/** Spec §7 payment: apply (gateway), oceanPayment (overseas card), wallet, and the return check. */
export function registerPaymentRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.paymentApply, async (req, reply) => {
    const body = parse(PaymentApplyBodySchema, req.body);
    const { payment, order, pagePath } = await applyPayment(s, 'GATEWAY', body);
    const lang = languageOf(req) === 'en_US' ? 'en' : 'zh';
    return sendOk(req, reply, {
      url: `${publicBase(s, req)}${pagePath}?lang=${lang}`,
      paymentId: payment.id,
      paymentDeadline: order.paymentDeadline.toISOString(),
    });
  });

  app.post(UpstreamPath.oceanPayment, async (req, reply) => {
    const body = parse(OceanPaymentBodySchema, req.body);
    const { payment, pagePath } = await applyPayment(s, 'OCEAN', {
      ...body,
      billing: { ...body.billing, productName: body.productName, productNum: body.productNum },
    });
    const lang = languageOf(req) === 'en_US' ? 'en' : 'zh';
    return sendOk(req, reply, {
      payUrl: `${publicBase(s, req)}${pagePath}?lang=${lang}`,
      paymentId: payment.id,
    });
  });

  app.post(UpstreamPath.walletPay, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(WalletPayBodySchema, req.body);
    return sendOk(req, reply, await payByWallet(s, member, body));
  });

  app.post(UpstreamPath.paymentVerifyReturn, async (req, reply) => {
    const q = parse(PaymentReturnSchema, req.body);
    return sendOk(req, reply, await verifyReturn(s, q));
  });
}
