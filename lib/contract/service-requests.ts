import {
  BAGGAGE_PURPOSE_MAX,
  DESK_REASON_MAX,
  SERVICE_REQUEST_BLOCKS,
  SERVICE_REQUEST_KINDS,
  SERVICE_REQUEST_STATES,
  SPECIAL_BAGGAGE_TYPES,
  WHEELCHAIR_TYPES,
} from '@/lib/domain/service-request-rules';
import { ServiceStatusSchema } from './add-ons';
import { SegmentFlightFields } from './common';
import { PassengerTypeSchema } from './order';
import { OrderScopeFields } from './refund';
import * as z from './zod';

/**
 * Special services asked for on an existing order (decision 28; spec §2 /ancillary/specialService and
 * /ancillary/specialBag, §3 wheelchair request and special baggage, §4 service request statuses and types, §5
 * Services; decision 29): one passenger's wheelchair or piece of special baggage on one flight, answered by the
 * airline's desk and told by SMS. The scope is the order pages' (decision 28): the member's own order by the token,
 * or a visitor's proof of it (the passenger's name and the contact phone) with no token. Another's order is
 * NOT_FOUND. The fields are checked by lib/domain/service-request-rules; a refusal answers SERVICE_REQUEST_INVALID
 * with `fieldErrors` (field → ServiceRequest.errors key).
 */

export { BAGGAGE_PURPOSE_MAX, DESK_REASON_MAX, SERVICE_REQUEST_KINDS, SPECIAL_BAGGAGE_TYPES, WHEELCHAIR_TYPES };
export const ServiceRequestKindSchema = z.enum(SERVICE_REQUEST_KINDS);
export type ServiceRequestKind = z.infer<typeof ServiceRequestKindSchema>;
export const WheelchairTypeSchema = z.enum(WHEELCHAIR_TYPES);
export const SpecialBaggageTypeSchema = z.enum(SPECIAL_BAGGAGE_TYPES);
export const ServiceRequestStateSchema = z.enum(SERVICE_REQUEST_STATES);
export const ServiceRequestBlockSchema = z.enum(SERVICE_REQUEST_BLOCKS);
export type ServiceRequestBlock = z.infer<typeof ServiceRequestBlockSchema>;

/** A wheelchair request (spec §3): the type, the companion's name and phone, whether it is needed at arrival too. */
export const WheelchairRequestSchema = z.object({
  kind: z.literal('WHEELCHAIR'),
  wheelchairType: WheelchairTypeSchema,
  companionName: z.string().max(80),
  companionAreaCode: z.string().max(4),
  companionMobile: z.string().max(20),
  atArrival: z.boolean(),
});

/** A piece of special baggage (spec §3): the type, its sides in whole centimetres, what it is for. */
export const SpecialBaggageRequestSchema = z.object({
  kind: z.literal('SPECIAL_BAGGAGE'),
  baggageType: SpecialBaggageTypeSchema,
  lengthCm: z.number().int().min(0).max(9999),
  widthCm: z.number().int().min(0).max(9999),
  heightCm: z.number().int().min(0).max(9999),
  purpose: z
    .string()
    .max(BAGGAGE_PURPOSE_MAX * 4)
    .default(''),
});

/** What a request asks for, as submitted. */
export const ServiceRequestInputSchema = z.discriminatedUnion('kind', [
  WheelchairRequestSchema,
  SpecialBaggageRequestSchema,
]);
export type ServiceRequestInput = z.input<typeof ServiceRequestInputSchema>;

/** What a request asks for, as kept: the baggage with whether it is oversize (over 1 metre on a side, spec §9). */
export const ServiceRequestDetailsSchema = z.discriminatedUnion('kind', [
  WheelchairRequestSchema,
  SpecialBaggageRequestSchema.extend({ purpose: z.string(), oversize: z.boolean() }),
]);
export type ServiceRequestDetails = z.infer<typeof ServiceRequestDetailsSchema>;

/** One passenger of a segment and why they cannot ask for each kind (null: they can). */
export const ServiceRequestPassengerSchema = z.object({
  passengerId: z.string(),
  name: z.string(),
  type: PassengerTypeSchema,
  blocks: z.object({
    WHEELCHAIR: ServiceRequestBlockSchema.nullable(),
    SPECIAL_BAGGAGE: ServiceRequestBlockSchema.nullable(),
  }),
});
export type ServiceRequestPassenger = z.infer<typeof ServiceRequestPassengerSchema>;

/** One segment of the order: its flight, the first instant requests are no longer taken, its passengers. */
export const ServiceRequestSegmentSchema = z.object({
  ...SegmentFlightFields,
  requestEndsAt: z.string().datetime(),
  passengers: z.array(ServiceRequestPassengerSchema),
});
export type ServiceRequestSegment = z.infer<typeof ServiceRequestSegmentSchema>;

/** POST options: who may ask for what on each segment of the order. */
export const ServiceRequestOptionsBodySchema = z.object(OrderScopeFields);
export const ServiceRequestOptionsDataSchema = z.object({
  orderNo: z.string(),
  segments: z.array(ServiceRequestSegmentSchema),
});
export type ServiceRequestOptionsData = z.infer<typeof ServiceRequestOptionsDataSchema>;

/** A request as the pages show it: what was asked, where it stands (spec §4), the desk's answer. */
export const ServiceRequestSchema = z.object({
  requestNo: z.string(),
  orderNo: z.string(),
  segmentIndex: z.number().int(),
  passengerId: z.string(),
  passengerName: z.string(),
  kind: ServiceRequestKindSchema,
  details: ServiceRequestDetailsSchema,
  state: ServiceRequestStateSchema,
  status: ServiceStatusSchema,
  flightNo: z.string(),
  flightDate: z.string(),
  depCityName: z.string(),
  arrCityName: z.string(),
  depTime: z.string().datetime().nullable(),
  depTimeZone: z.string().nullable(),
  createdAt: z.string().datetime(),
  answeredAt: z.string().datetime().nullable(),
  /** Why the desk rejected it. */
  deskReason: z.string().nullable(),
  /** It may still be withdrawn (submitted or confirmed, before departure). */
  cancellable: z.boolean(),
  /**
   * A request a change moved to the new flight (decision 46): asked again there as `requestNo` on the change's
   * order; this one reads cancelled. Absent from older answers.
   */
  movedTo: z
    .object({ orderNo: z.string(), requestNo: z.string(), flightNo: z.string(), flightDate: z.string() })
    .nullable()
    .default(null),
});
export type ServiceRequest = z.infer<typeof ServiceRequestSchema>;

/** POST submit: one passenger's request on one segment; submitted at once, pending the desk's confirmation. */
export const ServiceRequestSubmitBodySchema = z.object({
  ...OrderScopeFields,
  segmentIndex: z.number().int().min(0).max(3),
  passengerId: z.string().min(1).max(64),
  request: ServiceRequestInputSchema,
});
export type ServiceRequestSubmitBody = z.input<typeof ServiceRequestSubmitBodySchema>;

/** POST list: the order's requests, newest first. */
export const ServiceRequestListBodySchema = z.object(OrderScopeFields);
export const ServiceRequestListDataSchema = z.object({ list: z.array(ServiceRequestSchema) });
export type ServiceRequestListData = z.infer<typeof ServiceRequestListDataSchema>;

/** POST cancel: the request withdrawn (submitted or confirmed, before departure). */
export const ServiceRequestCancelBodySchema = z.object({
  ...OrderScopeFields,
  requestNo: z.string().min(1).max(32),
});
export type ServiceRequestCancelBody = z.input<typeof ServiceRequestCancelBodySchema>;

/** Sandbox control: the airline's desk confirms a submitted request or rejects it with a reason. */
export const SandboxServiceRequestDecideBodySchema = z.object({
  requestNo: z.string().min(1).max(32),
  decision: z.enum(['confirm', 'reject']),
  reason: z.string().max(DESK_REASON_MAX).optional(),
});
