import { SELF_SERVICE_BLOCKS, SELF_SERVICE_KINDS } from '@/lib/domain/self-service-rules';
import { CurrencySchema, UpstreamLanguageSchema } from './common';
import { PassengerTypeSchema } from './order';
import { OrderVisitorProofSchema } from './refund';
import * as z from './zod';

/**
 * The self-service hall (decision 31; spec §2 /ancillary/selfService, §5 Services, §7 flightOrder ancillary GET, §8
 * services messages; decision 31): a trip found by its order or ticket number, as the member's own order (the token)
 * or with a visitor's proof (a passenger's name and the contact phone, as every order page asks), and for each
 * passenger and segment the services that can still be used, with the reason of each one that cannot.
 */

export { SELF_SERVICE_BLOCKS, SELF_SERVICE_KINDS };
export const SelfServiceKindSchema = z.enum(SELF_SERVICE_KINDS);
export type SelfServiceKind = z.infer<typeof SelfServiceKindSchema>;
export const SelfServiceBlockSchema = z.enum(SELF_SERVICE_BLOCKS);
export type SelfServiceBlock = z.infer<typeof SelfServiceBlockSchema>;

/** Order numbers as the order pages take them (letters and digits). */
export const SelfServiceOrderNoSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,32}$/);
/** E-ticket numbers: 13 digits, the airline's 902 first (spec §5 ticket validation), a dash after 3 allowed. */
export const SelfServiceTicketNoSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/^(\d{3})-/, '$1'))
  .pipe(z.string().regex(/^\d{13}$/));

/**
 * POST the trip: `orderNo` or `ticketNo` (exactly one), and without a member token the visitor's proof. Language
 * and currency name the words and money of the answer.
 */
export const SelfServiceTripBodySchema = z
  .object({
    orderNo: SelfServiceOrderNoSchema.optional(),
    ticketNo: SelfServiceTicketNoSchema.optional(),
    visitor: OrderVisitorProofSchema.optional(),
    currency: CurrencySchema.default('CNY'),
    language: UpstreamLanguageSchema.default('zh_CN'),
  })
  .refine((v) => (v.orderNo === undefined) !== (v.ticketNo === undefined), {
    path: ['orderNo'],
    message: 'exactly one of orderNo and ticketNo',
  });
export type SelfServiceTripBody = z.input<typeof SelfServiceTripBodySchema>;

export const ServiceStateSchema = z.object({ kind: SelfServiceKindSchema, block: SelfServiceBlockSchema.nullable() });
export type ServiceStateWire = z.infer<typeof ServiceStateSchema>;

export const SelfServicePassengerSchema = z.object({
  passengerId: z.string(),
  name: z.string(),
  type: PassengerTypeSchema,
  /** Services of the passenger on the whole order: adding a child or an infant, a name or document change. */
  services: z.array(ServiceStateSchema),
});

export const SelfServiceSegmentSchema = z.object({
  segmentIndex: z.number().int(),
  flightNo: z.string(),
  /** The departure airport's local date. */
  flightDate: z.string(),
  depTime: z.string().datetime(),
  arrTime: z.string().datetime(),
  /** The departure and arrival airports' zones: times are shown in them. */
  depTimeZone: z.string(),
  arrTimeZone: z.string(),
  depCityName: z.string(),
  arrCityName: z.string(),
  /** The flight's status now (spec §4 flight dynamics: SCHEDULED, DELAYED, CANCELLED, ...). */
  flightStatus: z.string(),
  /** Services of the flight itself: irregular-flight services. */
  services: z.array(ServiceStateSchema),
  /** Each passenger's services on this flight. */
  passengers: z.array(z.object({ passengerId: z.string(), services: z.array(ServiceStateSchema) })),
});
export type SelfServiceSegment = z.infer<typeof SelfServiceSegmentSchema>;

export const SelfServiceTripSchema = z.object({
  orderNo: z.string(),
  /** Spec §4 order status (1-9). */
  orderStatus: z.number().int(),
  /** The order's own services: the mailed itinerary. */
  services: z.array(ServiceStateSchema),
  passengers: z.array(SelfServicePassengerSchema),
  segments: z.array(SelfServiceSegmentSchema),
});
export type SelfServiceTrip = z.infer<typeof SelfServiceTripSchema>;

/**
 * The hall's guides (spec §2 /ancillary/guide, /ancillary/guideArticle/{id}): CMS items of this category, ids
 * `guide-<zh|en>-<key>` as every content id (lib/contract/cms.ts cmsContentId).
 */
export const SELF_SERVICE_GUIDE_CATEGORY = 'SELF_SERVICE_GUIDE';

/**
 * The BFF body of the hall's search (app/api/self-service/trip): the number as typed (an order or an e-ticket), and
 * for a visitor a passenger's name and the contact phone. lib/domain/self-service-rules tripQueryIssues checks them.
 */
export const SelfServiceFindBodySchema = z.object({
  number: z.string().max(40).default(''),
  passengerName: z.string().max(100).default(''),
  mobile: z.string().max(20).default(''),
});
export type SelfServiceFindBody = z.input<typeof SelfServiceFindBodySchema>;
