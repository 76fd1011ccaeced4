import type { FastifyInstance } from 'fastify';
import {
  BOOK_SEGMENT,
  BookEntrySchema,
  BookListSchema,
  IDEMPOTENCY_HEADER,
  PurchaseDataSchema,
  SpecialProductPath,
  UpstreamPath,
} from '@/lib/contract';
import { caller, okData } from './account-api';
import { payOnGateway, runJobs } from './booking-api';
import { VISITOR_KEY } from './test-server';

// The special products' tests (decision 67): beneficiaries of a member's book, purchases, exchanges and refunds
// under an Idempotency-Key, paid orders.

const bookPath = (p: string) => p.replace(':kind', BOOK_SEGMENT.beneficiary);

export async function bookOf(app: FastifyInstance, token: string) {
  return okData(BookListSchema('beneficiary'), await caller(app).get(bookPath(UpstreamPath.bookList), token)).list;
}

export async function emptyBook(app: FastifyInstance, token: string) {
  for (const e of await bookOf(app, token))
    await caller(app).post(bookPath(UpstreamPath.bookDelete), { id: e.id }, token);
}

let n = 0;
/**
 * A new beneficiary in the member's book (a person no other call of this file made); `over` changes its fields. The
 * book keeps 5, and a card keeps its own copy, so a full book is emptied first.
 */
export async function addBeneficiary(
  app: FastifyInstance,
  token: string,
  over: Record<string, string> = {},
): Promise<string> {
  n += 1;
  const data = {
    surname: 'LI',
    givenName: `SI${String.fromCharCode(65 + (n % 26), 65 + (Math.floor(n / 26) % 26))}`,
    gender: 'M',
    birthday: '1995-05-05',
    certificateType: 'PP',
    certificateNumber: `E${String(n).padStart(8, '0')}`,
    certificateValidity: '2034-01-01',
    issuingCountry: 'CN',
    areaCode: '86',
    mobile: '13800001111',
    ...over,
  };
  if ((await bookOf(app, token)).length >= 5) await emptyBook(app, token);
  return okData(BookEntrySchema('beneficiary'), await caller(app).post(bookPath(UpstreamPath.bookAdd), { data }, token))
    .id;
}

let k = 0;
/** A fresh Idempotency-Key. */
export const newProductKey = () => `product-key-${++k}-xxxxxxxx`;

/** POST `url` as the member (or no one), under an Idempotency-Key. */
export const postWithKey = (
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  payload: object,
  key = newProductKey(),
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'x-visitor-key': VISITOR_KEY, [IDEMPOTENCY_HEADER]: key, ...(token ? { 'x-member-token': token } : {}) },
    payload,
  });

export const buyProduct = (
  app: FastifyInstance,
  token: string | undefined,
  productId: string,
  beneficiaryIds: string[],
  key?: string,
) => postWithKey(app, SpecialProductPath.purchase, token, { productId, beneficiaryIds }, key);

/**
 * A paid product order of `productId` for `count` new beneficiaries: bought, paid on the gateway (or from the
 * wallet, or not at all), and its cards made usable by the ticketing worker.
 */
export async function paidProduct(
  app: FastifyInstance,
  token: string,
  productId: string,
  count = 1,
  pay: 'gateway' | 'wallet' | 'no' = 'gateway',
) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await addBeneficiary(app, token));
  const o = okData(PurchaseDataSchema, await buyProduct(app, token, productId, ids));
  if (pay === 'gateway') await payOnGateway(app, o.orderNo, o.amountFen);
  if (pay === 'wallet')
    await app.inject({
      method: 'POST',
      url: UpstreamPath.walletPay,
      headers: { 'x-member-token': token },
      payload: { orderNo: o.orderNo, amount: o.amountFen, currency: 'CNY' },
    });
  await runJobs(app);
  return o;
}
