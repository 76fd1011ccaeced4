import { UnitExchangeSchema } from './special-product-exchange';
import * as z from './zod';

/** A presale's balance in installments (decision 77): its own file, exported with the rest of this area. */
export * from './presale-installments';

/**
 * The airline's own products (spec §2 Special products; §3 Season-ticket product, Beneficiary; §4 product states,
 * order types 6, 7, 9, 10; §5 minimum passengers, age and gender limits, duplicate beneficiaries; decision 67):
 * season tickets (packages), open (free-flight) tickets, presale and the flash sale. Prices are fen (CNY) whatever
 * the visitor's currency, as coupons are. The paths live here so that this area's additions stay in one file.
 */
export const SpecialProductPath = {
  /** POST: the products of a kind, a category or a type, with their state now. */
  catalogue: '/shop/api/special-product/b2c/catalogue',
  /** POST: one product, with its rules. */
  detail: '/shop/api/special-product/b2c/detail',
  /** POST (member token, idempotency key): buy units of a product for beneficiaries of the member's book. */
  purchase: '/shop/api/special-product/b2c/purchase',
  /** POST (member token): one of the member's product orders with its units. */
  order: '/order/api/order/special-product',
} as const;

export const PRODUCT_KINDS = ['PACKAGE', 'OPEN', 'PRESALE', 'FLASH'] as const;
export const ProductKindSchema = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof ProductKindSchema>;

/** /seasonTicket/main/{category}: season tickets (packages) and open (free-flight) tickets. */
export const PRODUCT_CATEGORIES = ['package', 'open'] as const;
export const ProductCategorySchema = z.enum(PRODUCT_CATEGORIES);
export type ProductCategory = z.infer<typeof ProductCategorySchema>;

/** /seasonTicket/seasonTicketList/{type}: a number of flights anywhere, on one route, or in a holiday window. */
export const PRODUCT_TYPES = ['times', 'route', 'holiday'] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductTypeSchema>;

/** Spec §4 presale and flash-sale product states (every product has one). */
export const PRODUCT_STATES = ['NOT_STARTED', 'ONGOING', 'ENDED', 'SOLD_OUT', 'NOT_IN_PERIOD'] as const;
export const ProductStateSchema = z.enum(PRODUCT_STATES);
export type ProductState = z.infer<typeof ProductStateSchema>;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const HourMinute = z.string().regex(/^\d{2}:\d{2}$/);

export const ProductRouteSchema = z.object({
  depAirport: z.string(),
  arrAirport: z.string(),
  depCityName: z.string(),
  arrCityName: z.string(),
});

export const ProductSummarySchema = z.object({
  productId: z.string(),
  kind: ProductKindSchema,
  category: ProductCategorySchema,
  type: ProductTypeSchema,
  /** Spec §4 order type of its orders: 6 package, 7 free flight, 9 presale, 10 flash sale. */
  orderType: z.number().int().min(1).max(17),
  name: z.string(),
  summary: z.string(),
  /** Per beneficiary, fen. */
  priceFen: z.number().int().nonnegative(),
  /** Presale: the deposit per beneficiary (the rest is the balance); null on other kinds. */
  depositFen: z.number().int().nonnegative().nullable(),
  /** Flights each beneficiary may take with it. */
  times: z.number().int().positive(),
  /** The fewest beneficiaries one order is for (a presale's minimum passenger count, spec §5). */
  minBeneficiaries: z.number().int().positive(),
  /** The flight dates it can be exchanged for (inclusive), in the airline's zone. */
  exchangeFrom: IsoDate,
  exchangeTo: IsoDate,
  /** The last moment a flight can be exchanged (booked) with it. */
  confirmBy: z.string().datetime(),
  saleStart: z.string().datetime(),
  saleEnd: z.string().datetime(),
  /** The daily hours it sells in (airline's zone), or null for all day. */
  saleHours: z.object({ from: HourMinute, to: HourMinute }).nullable(),
  remaining: z.number().int().nonnegative(),
  /** Empty: any domestic route of the network. */
  routes: z.array(ProductRouteSchema),
  state: ProductStateSchema,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductRulesSchema = z.object({
  minBeneficiaries: z.number().int().positive(),
  maxBeneficiaries: z.number().int().positive(),
  /** Age limits on the first day of exchange, inclusive; null when none. */
  minAge: z.number().int().nonnegative().nullable(),
  maxAge: z.number().int().nonnegative().nullable(),
  gender: z.enum(['M', 'F']).nullable(),
  /** Units one member may hold of it. */
  perMemberLimit: z.number().int().positive(),
  fareFamily: z.enum(['BASIC', 'STANDARD', 'FLEX']),
  /** Minutes an unpaid order holds its units. */
  holdMinutes: z.number().int().positive(),
  /** Presale: hours the balance may be paid in once the deposit is paid; null on other kinds. */
  balanceHours: z.number().int().positive().nullable(),
  installments: z.boolean(),
});
export type ProductRules = z.infer<typeof ProductRulesSchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  rules: ProductRulesSchema,
  /** airline-api's now when it read the state: a page counts down to the sale from it, not from its own clock. */
  asOf: z.string().datetime(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const CatalogueBodySchema = z.object({
  kind: ProductKindSchema.optional(),
  category: ProductCategorySchema.optional(),
  type: ProductTypeSchema.optional(),
});
export type CatalogueBody = z.input<typeof CatalogueBodySchema>;
export const CatalogueDataSchema = z.object({ products: z.array(ProductSummarySchema) });
export type CatalogueData = z.infer<typeof CatalogueDataSchema>;

export const ProductIdSchema = z.string().regex(/^[A-Z0-9-]{1,32}$/);
export const ProductDetailBodySchema = z.object({ productId: ProductIdSchema });

/** Beneficiaries are entries of the member's address book, named by id: the server reads their details. */
export const PurchaseBodySchema = z.object({
  productId: ProductIdSchema,
  beneficiaryIds: z.array(z.string().min(1).max(64)).min(1).max(9),
});
export type PurchaseBody = z.infer<typeof PurchaseBodySchema>;
export const PurchaseDataSchema = z.object({
  orderNo: z.string(),
  orderType: z.number().int(),
  amountFen: z.number().int().nonnegative(),
  paymentDeadline: z.string().datetime(),
});
export type PurchaseData = z.infer<typeof PurchaseDataSchema>;

/** Spec §4 product status in an order: 1 awaiting, 2 usable, 3 used, 4 refunded, 5 failed. */
export const ProductUnitSchema = z.object({
  unitId: z.string(),
  beneficiaryName: z.string(),
  /** The document, masked. */
  certificate: z.string(),
  times: z.number().int().positive(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  status: z.number().int().min(1).max(5),
  /** The flights exchanged with it, in the order they were taken. */
  exchanges: z.array(UnitExchangeSchema).default([]),
});
export type ProductUnit = z.infer<typeof ProductUnitSchema>;

/**
 * A presale order's phases (spec §3 deposit and final payment; §4 statuses 9 → 7 → 2 → 5; decision 67 Presale): the
 * deposit is paid first, then the balance before its deadline, or the order expires and the deposit is kept.
 */
export const PresaleInstallmentsSchema = z.object({
  /** Each period's amount, fen: the balance split evenly, the remainder on the first. */
  amountsFen: z.array(z.number().int().nonnegative()),
  /** Paying by the SMS link within this many days is interest-free (spec §9). */
  interestFreeDays: z.number().int().positive(),
  /**
   * The end of the interest-free window (decision 77): the first link's sending + `interestFreeDays`, no later than
   * the balance deadline; null until a link was first sent.
   */
  interestFreeUntil: z.string().datetime().nullable().default(null),
  /** When the latest link was sent (a new one may be asked a minute later); null before any. */
  linkSentAt: z.string().datetime().nullable().default(null),
  /** The balance was paid by installments through the link (the payment provider holds the 11 periods). */
  paidByInstallments: z.boolean().default(false),
});
export const PresaleSchema = z.object({
  /** The order's deposit and balance (per beneficiary × beneficiaries), fen. */
  depositFen: z.number().int().nonnegative(),
  balanceFen: z.number().int().nonnegative(),
  depositPaidAt: z.string().datetime().nullable(),
  /** The deposit's payment time + `balanceHours`: from it the order expires and the deposit is not refunded. */
  balanceDeadline: z.string().datetime().nullable(),
  balancePaidAt: z.string().datetime().nullable(),
  balanceHours: z.number().int().positive(),
  /** The balance as an installment plan (spec §9), where the product offers one; paid by its SMS link (decision 77). */
  installments: PresaleInstallmentsSchema.nullable(),
});
export type Presale = z.infer<typeof PresaleSchema>;

export const ProductOrderBodySchema = z.object({ orderNo: z.string().regex(/^[A-Za-z0-9]{1,32}$/) });
export const ProductOrderDataSchema = z.object({
  orderNo: z.string(),
  orderType: z.number().int(),
  orderStatus: z.number().int().min(1).max(9),
  createdAt: z.string().datetime(),
  paymentDeadline: z.string().datetime(),
  paidAt: z.string().datetime().nullable(),
  cancelReason: z.enum(['USER', 'EXPIRED', 'TICKETING_FAILED']).nullable(),
  /** The order's price; a presale's while a phase is due: the part due now (the deposit, then the balance). */
  amountFen: z.number().int().nonnegative(),
  /** The member whose order it is: its cards are bound to the beneficiaries, the order to this member. */
  boundMember: z.string(),
  product: ProductSummarySchema,
  units: z.array(ProductUnitSchema),
  /** A presale order's deposit and balance; null on other kinds. */
  presale: PresaleSchema.nullable(),
});
export type ProductOrderData = z.infer<typeof ProductOrderDataSchema>;
