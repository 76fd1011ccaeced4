import type { FastifyInstance } from 'fastify';
import {
  CatalogueBodySchema,
  ProductDetailBodySchema,
  ProductOrderBodySchema,
  PurchaseBodySchema,
  SpecialProductPath,
} from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { languageOf, parse, sendOk } from '../http';
import { idempotencyKeyOf } from '../order-changes/idempotency';
import type { Services } from '../services';
import { catalogue, productDetail } from '../special-products/catalogue';
import { purchase } from '../special-products/purchase';
import { productOrder } from '../special-products/view';

/**
 * The airline's own products (spec §2 Special products; decision 67): the catalogue and a product are public; a
 * purchase and a product order need the member's token and act for that member only.
 */
export function registerSpecialProductRoutes(app: FastifyInstance, s: Services): void {
  app.post(SpecialProductPath.catalogue, async (req, reply) =>
    sendOk(req, reply, await catalogue(s, parse(CatalogueBodySchema, req.body ?? {}), languageOf(req))),
  );
  app.post(SpecialProductPath.detail, async (req, reply) => {
    const { productId } = parse(ProductDetailBodySchema, req.body);
    return sendOk(req, reply, await productDetail(s, productId, languageOf(req)));
  });
  app.post(SpecialProductPath.purchase, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const key = idempotencyKeyOf(req);
    const body = parse(PurchaseBodySchema, req.body);
    return sendOk(req, reply, await purchase(s, member, body, key, languageOf(req)));
  });
  app.post(SpecialProductPath.order, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { orderNo } = parse(ProductOrderBodySchema, req.body);
    return sendOk(req, reply, await productOrder(s, member.id, orderNo, languageOf(req)));
  });
}
