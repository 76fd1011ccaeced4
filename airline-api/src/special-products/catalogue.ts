import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  ResultCode,
  type CatalogueBody,
  type ProductDetail,
  type ProductSummary,
  type UpstreamLanguage,
} from '@/lib/contract';
import { productState } from '@/lib/domain/special-product-rules';
import { placeNames } from '../booking/display-names';
import type { Db } from '../db/client';
import { specialProduct } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';

export type ProductRow = typeof specialProduct.$inferSelect;

const STATE_ORDER: ProductSummary['state'][] = ['ONGOING', 'NOT_IN_PERIOD', 'NOT_STARTED', 'SOLD_OUT', 'ENDED'];

/** The sale facts of a product row, as the state rule reads them. */
export const saleFacts = (p: ProductRow) => ({
  saleStartMs: p.saleStart.getTime(),
  saleEndMs: p.saleEnd.getTime(),
  saleHours: p.saleHoursFrom && p.saleHoursTo ? { from: p.saleHoursFrom, to: p.saleHoursTo } : null,
  remaining: Math.max(0, p.stock - p.sold),
});

/** A product as the catalogue shows it, its state read at `nowMs` and its words in `language`. */
export function productSummary(s: Services, p: ProductRow, language: UpstreamLanguage, nowMs: number): ProductSummary {
  const en = language === 'en_US';
  const facts = saleFacts(p);
  return {
    productId: p.id,
    kind: p.kind,
    category: p.category,
    type: p.type,
    orderType: p.orderType,
    name: en ? p.nameEn : p.nameZh,
    summary: en ? p.summaryEn : p.summaryZh,
    priceFen: p.priceFen,
    depositFen: p.depositFen,
    times: p.times,
    minBeneficiaries: p.minBeneficiaries,
    exchangeFrom: p.exchangeFrom,
    exchangeTo: p.exchangeTo,
    confirmBy: p.confirmBy.toISOString(),
    saleStart: p.saleStart.toISOString(),
    saleEnd: p.saleEnd.toISOString(),
    saleHours: facts.saleHours,
    remaining: facts.remaining,
    routes: p.routes.map((r) => {
      const [dep, arr] = r.split('-') as [string, string];
      return {
        depAirport: dep,
        arrAirport: arr,
        depCityName: placeNames(s, dep, language).city,
        arrCityName: placeNames(s, arr, language).city,
      };
    }),
    state: productState(facts, nowMs),
  };
}

/** Spec §2 catalogue pages: the products of a kind, category or type, those on sale first. */
export async function catalogue(s: Services, body: CatalogueBody, language: UpstreamLanguage) {
  const where: SQL[] = [];
  if (body.kind) where.push(eq(specialProduct.kind, body.kind));
  if (body.category) where.push(eq(specialProduct.category, body.category));
  if (body.type) where.push(eq(specialProduct.type, body.type));
  const rows = await s.db
    .select()
    .from(specialProduct)
    .where(and(...where))
    .orderBy(asc(specialProduct.saleStart), asc(specialProduct.id));
  const now = s.clock.now();
  const products = rows.map((p) => productSummary(s, p, language, now));
  // What can be bought now first, then what will be, then what is gone; in sale order within each.
  return { products: products.sort((a, b) => STATE_ORDER.indexOf(a.state) - STATE_ORDER.indexOf(b.state)) };
}

export async function productRow(db: Db, productId: string): Promise<ProductRow> {
  const [p] = await db.select().from(specialProduct).where(eq(specialProduct.id, productId));
  if (!p) throw new ApiError(ResultCode.NOT_FOUND, 'product');
  return p;
}

/** One product with its rules (spec §2 detail pages; §5 limits). */
export async function productDetail(
  s: Services,
  productId: string,
  language: UpstreamLanguage,
): Promise<ProductDetail> {
  const p = await productRow(s.db, productId);
  const now = s.clock.now();
  return {
    ...productSummary(s, p, language, now),
    asOf: new Date(now).toISOString(),
    description: language === 'en_US' ? p.descriptionEn : p.descriptionZh,
    rules: {
      minBeneficiaries: p.minBeneficiaries,
      maxBeneficiaries: p.maxBeneficiaries,
      minAge: p.minAge,
      maxAge: p.maxAge,
      gender: p.gender,
      perMemberLimit: p.perMemberLimit,
      fareFamily: p.fareFamily,
      holdMinutes: p.holdMinutes,
      balanceHours: p.balanceHours,
      installments: p.installments,
    },
  };
}
