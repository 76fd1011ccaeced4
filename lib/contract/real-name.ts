import * as z from './zod';
import { validateName } from '@/lib/domain/account-rules';
import { CertificateTypeIdSchema } from './certificate';
import { CertificationStatusSchema } from './member';

/** Real-name certification of a member (spec §3, §6, §9): the upload and the status the member sees. */

/** The photo's base64 text at most: 2 MB decoded (spec §9) is 2,796,204 characters, with room for a data: prefix. */
export const REALNAME_PHOTO_BASE64_MAX = 2_900_000;
/** The most bytes a real-name body may have: the photo and the few fields around it. */
export const REALNAME_BODY_MAX_BYTES = 3_000_000;

/** POST .../security/realname: photo as base64 (jpg or png by content, at most 2 MB decoded). */
export const RealNameBodySchema = z.object({
  name: z.string().refine((v) => validateName(v) === null, 'nameInvalid'),
  certificateType: CertificateTypeIdSchema,
  certificateNumber: z.string().regex(/^[0-9A-Za-z()-]{4,30}$/),
  photoBase64: z.string().min(1).max(REALNAME_PHOTO_BASE64_MAX),
});
export type RealNameBody = z.input<typeof RealNameBodySchema>;
/** GET .../security/realname: the member's certification; the document number is masked. */
export const RealNameDataSchema = z.object({
  status: CertificationStatusSchema,
  name: z.string().nullable(),
  certificateType: CertificateTypeIdSchema.nullable(),
  certificateNumber: z.string().nullable(),
  submittedAt: z.string().datetime().nullable(),
  reviewedAt: z.string().datetime().nullable(),
  reason: z.string().nullable(),
  /**
   * Spec §6, §8: a certified status (3) whose validity (lib/domain/real-name-rules.ts REAL_NAME_VALID_DAYS)
   * has lapsed; the member may certify again. Absent from an older answer: not expired.
   */
  expired: z.boolean().default(false),
  /** When a certified status lapses (null unless certified). */
  expiresAt: z.string().datetime().nullable().default(null),
});
export type RealNameData = z.infer<typeof RealNameDataSchema>;
