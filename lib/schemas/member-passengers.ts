import { z } from 'zod';
import {
  CertificateTypeIdSchema,
  PassengerTypeSchema,
  SavedPassengerBatchDeleteBodySchema,
  SavedPassengerDeleteBodySchema,
} from '@/lib/contract';
import type { SavedPassengerBody } from '@/lib/contract';

/**
 * The saved-passenger form as the browser sends it to /api/member/passengers/* (spec §2 /member/passengers).
 * Loose on purpose: every field a string ('' when left empty) within its length, so the route answers the
 * precise rule key of lib/domain/saved-passenger-rules beside each field rather than a schema's 'invalid'.
 */
export const SavedPassengerFormSchema = z.object({
  type: PassengerTypeSchema.optional(),
  name: z.string().max(20).optional(),
  surname: z.string().max(40).optional(),
  givenName: z.string().max(40).optional(),
  gender: z.enum(['M', 'F', '']),
  birthday: z.string().max(10),
  nationality: z.string().max(2),
  certificateType: CertificateTypeIdSchema,
  certificateNumber: z.string().max(30),
  certificateValidity: z.string().max(10).optional(),
  issuingCountry: z.string().max(2).optional(),
  areaCode: z.string().max(4).optional(),
  mobile: z.string().max(15),
  email: z.string().max(254).optional(),
});
export type SavedPassengerForm = z.infer<typeof SavedPassengerFormSchema>;

export const SavedPassengerFormUpdateSchema = SavedPassengerFormSchema.extend({
  passengerId: z.string().min(1).max(64),
});
export const SavedPassengerDeleteSchema = SavedPassengerDeleteBodySchema;
export const SavedPassengerBatchDeleteSchema = SavedPassengerBatchDeleteBodySchema;

/**
 * The form after its rules passed: names and numbers trimmed, empty optional fields left out, as
 * airline-api's body. Call only once validateSavedPassenger found nothing (gender is then M or F).
 */
export function savedPassengerBody(form: SavedPassengerForm): SavedPassengerBody {
  const entries = Object.entries(form)
    .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const)
    .filter(([, v]) => v !== '' && v !== undefined);
  return Object.fromEntries(entries) as SavedPassengerBody;
}
