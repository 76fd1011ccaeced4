import type { FastifyInstance } from 'fastify';
import {
  InstallmentLinkBodySchema,
  InstallmentPayBodySchema,
  InstallmentViewBodySchema,
  PresaleInstallmentPath,
} from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';
import { installmentOffer, payInstallments, sendInstallmentLink } from '../special-products/installments';
import { publicBase } from './payment';

/**
 * A presale's balance in installments (spec §9; decision 77): the SMS link, what it offers, and its payment on the
 * gateway. Each needs the member's token and acts on that member's order only.
 */
export function registerPresaleInstallmentRoutes(app: FastifyInstance, s: Services): void {
  app.post(PresaleInstallmentPath.link, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { orderNo } = parse(InstallmentLinkBodySchema, req.body);
    return sendOk(req, reply, await sendInstallmentLink(s, member, orderNo));
  });
  app.post(PresaleInstallmentPath.view, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(InstallmentViewBodySchema, req.body);
    const { order: _order, ...view } = await installmentOffer(s, member, body, languageOf(req));
    return sendOk(req, reply, view);
  });
  app.post(PresaleInstallmentPath.pay, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(InstallmentPayBodySchema, req.body);
    const { payment, pagePath } = await payInstallments(s, member, body, languageOf(req));
    const lang = languageOf(req) === 'en_US' ? 'en' : 'zh';
    return sendOk(req, reply, { url: `${publicBase(s, req)}${pagePath}?lang=${lang}`, paymentId: payment.id });
  });
}
