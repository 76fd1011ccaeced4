import { CertificateTypeIdSchema } from './certificate';
import { IsoDateSchema } from './common';
import { PassengerTypeSchema } from './order';
import { OrderScopeFields } from './refund';
import * as z from './zod';

/**
 * Changing a passenger's name or document on a ticketed order (decision 24; spec §2 /ancillary/cname/{orderNo},
 * /ancillary/cnameConfirm; §5 "Change name or certificate: only one of them; at most 1 change; Chinese name up to
 * 20, English first or last up to 40; the two phone entries must match; some passengers are not eligible"; §7
 * passenger-modify/order/; §8 'does not support change name/certificate'; decision 24). A correction of the
 * booking, free of charge: the tickets keep their numbers and the order keeps a record of every change.
 * Scope as refunds: the member's token, or a visitor's proof (passenger name and contact phone).
 */

/** Why a passenger cannot have their name or document changed online (spec §8 'does not support …'). */
export const PassengerModifyBlockSchema = z.enum([
  /** A ticket not issued and usable (refunded, changed, refunding, changing …). */
  'notUsable',
  /** Checked in on a segment: cancel the check-in first. */
  'checkedIn',
  /** A segment already flown (its departure has passed). */
  'used',
  /** BASIC fares are not changeable (decision 23), and neither are their names or documents. */
  'fareFamily',
  /** The one change allowed has been made (decision 24: the spec's 1, not 3). */
  'limitReached',
]);
export type PassengerModifyBlock = z.infer<typeof PassengerModifyBlockSchema>;

/** POST /modAndRef/api/passenger-modify/check: each passenger of the order and whether they may be changed. */
export const PassengerModifyCheckBodySchema = z.object(OrderScopeFields);
export const PassengerModifyCandidateSchema = z.object({
  passengerId: z.string(),
  type: PassengerTypeSchema,
  /** As booked: a Chinese name, or surname and given name. */
  name: z.string().nullable(),
  surname: z.string().nullable(),
  givenName: z.string().nullable(),
  certificateType: CertificateTypeIdSchema,
  /** Masked: first 3 and last 4 characters. */
  certificateNumber: z.string(),
  changesLeft: z.number().int().min(0),
  block: PassengerModifyBlockSchema.nullable(),
});
export type PassengerModifyCandidate = z.infer<typeof PassengerModifyCandidateSchema>;
export const PassengerModifyCheckDataSchema = z.object({ passengers: z.array(PassengerModifyCandidateSchema) });

/**
 * POST /modAndRef/api/passenger-modify/order/ (Idempotency-Key header): one passenger, ONE of name or document.
 * `field` NAME takes `name` (Chinese) or `surname` and `givenName` (English); DOCUMENT takes the type, number and
 * (for expiring types) validity. `mobile` and `mobileConfirm` must be the same (the confirmation SMS goes there).
 * Field problems answer PASSENGER_MODIFY_INVALID with `fieldErrors` (field → rule key of lib/domain rules).
 */
export const PassengerModifyBodySchema = z.object({
  ...OrderScopeFields,
  passengerId: z.string().min(1).max(64),
  field: z.enum(['NAME', 'DOCUMENT']),
  name: z.string().max(40).optional(),
  surname: z.string().max(60).optional(),
  givenName: z.string().max(60).optional(),
  certificateType: CertificateTypeIdSchema.optional(),
  certificateNumber: z.string().max(40).optional(),
  certificateValidity: IsoDateSchema.optional(),
  mobile: z.string().max(20),
  mobileConfirm: z.string().max(20),
});
export type PassengerModifyBody = z.input<typeof PassengerModifyBodySchema>;

/** One change as the order keeps it (old and new values masked the way the order shows documents). */
export const PassengerModificationSchema = z.object({
  modificationNo: z.string(),
  orderNo: z.string(),
  passengerId: z.string(),
  field: z.enum(['NAME', 'DOCUMENT']),
  before: z.string(),
  after: z.string(),
  changedAt: z.string().datetime(),
});
export type PassengerModification = z.infer<typeof PassengerModificationSchema>;
export const PassengerModifyDataSchema = z.object({ modification: PassengerModificationSchema });

/** POST /modAndRef/api/passenger-modify/list: the order's changes, newest first. */
export const PassengerModifyListBodySchema = z.object(OrderScopeFields);
export const PassengerModifyListDataSchema = z.object({ list: z.array(PassengerModificationSchema) });
