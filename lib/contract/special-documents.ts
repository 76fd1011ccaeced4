import {
  SPECIAL_DOCUMENT_IMAGES_MAX,
  SPECIAL_DOCUMENT_IMAGE_MAX_BYTES,
  SPECIAL_DOCUMENT_TYPES,
  SPECIAL_DOCUMENT_IMAGE_TYPES,
} from '@/lib/domain/special-document-rules';
import * as z from './zod';

/**
 * Special documents of a member's saved passenger (spec §3 special documents, §4 special certificate
 * status, §5 upload rules, §6 special passengers, §9 uploads): the wire format between the web and
 * airline-api, and of the sandbox's review desk. The fields' rules are lib/domain/special-document-rules.ts;
 * the bodies here are loose on purpose (any text for type, number and expiry), so a wrong field is refused
 * by the rules with SPECIAL_DOCUMENT_INVALID and its issues by field, not as a bare BAD_REQUEST.
 */

export const SpecialDocumentTypeSchema = z.enum(SPECIAL_DOCUMENT_TYPES);
/** Spec §4: 1 certifying, 2 certified, 3 failed, 4 certified, 5 invalid. */
export const SpecialDocumentStatusSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

const IdSchema = z.string().min(1).max(64);

/**
 * The most bytes a submission body may have (multipart/form-data, docs/decisions/0019-multipart-uploads.md):
 * five images of 5 MB as they are, and room for the few text fields and the parts' headers around them.
 * Larger answers UPLOAD_TOO_LARGE, in the BFF from the declared content-length before anything is read.
 */
export const SPECIAL_DOCUMENT_BODY_MAX_BYTES = SPECIAL_DOCUMENT_IMAGES_MAX * SPECIAL_DOCUMENT_IMAGE_MAX_BYTES + 65_536;
/** The multipart field the images travel in, one file each, in the order they are shown. */
export const SPECIAL_DOCUMENT_IMAGES_FIELD = 'images';

/** A document as its owner sees it; `status` is as it reads today (a certified one past its expiry is 5). */
export const SpecialDocumentSchema = z.object({
  documentId: z.string(),
  passengerId: z.string(),
  type: SpecialDocumentTypeSchema,
  number: z.string(),
  /** yyyy-MM-dd in the airline's zone. */
  expiry: z.string(),
  /** A doctor's or a nurse's medical institution; null for the other kinds. */
  institution: z.string().nullable(),
  status: SpecialDocumentStatusSchema,
  /** Why the review failed (status 3), as the reviewer wrote it. */
  reason: z.string().nullable(),
  submittedAt: z.string().datetime(),
  reviewedAt: z.string().datetime().nullable(),
  imageCount: z.number().int().min(0).max(SPECIAL_DOCUMENT_IMAGES_MAX),
});
export type SpecialDocument = z.infer<typeof SpecialDocumentSchema>;

/** GET .../special-certification/list?passengerId=: one saved passenger's documents. */
export const SpecialDocumentListQuerySchema = z.object({ passengerId: IdSchema });
export const SpecialDocumentListSchema = z.object({ list: z.array(SpecialDocumentSchema) });
export type SpecialDocumentList = z.infer<typeof SpecialDocumentListSchema>;

const FieldsSchema = {
  number: z.string().max(200),
  expiry: z.string().max(40),
  /** A doctor's or a nurse's medical institution (spec §5: 4 to 20 consecutive characters); empty for other kinds. */
  institution: z.string().max(200).default(''),
};

/**
 * POST .../special-certification/submit: a new document of a type the passenger has none of yet. The body
 * is multipart/form-data: these text fields, and 1 to 5 files (jpg or png by their bytes) in `images`.
 */
export const SpecialDocumentSubmitFieldsSchema = z.object({
  passengerId: IdSchema,
  type: z.string().max(40),
  ...FieldsSchema,
});
export type SpecialDocumentSubmitFields = z.input<typeof SpecialDocumentSubmitFieldsSchema>;

/**
 * POST .../special-certification/resubmit: a failed or invalid document again, with new images (its type
 * stays); multipart/form-data like the submission.
 */
export const SpecialDocumentResubmitFieldsSchema = z.object({ documentId: IdSchema, ...FieldsSchema });
export type SpecialDocumentResubmitFields = z.input<typeof SpecialDocumentResubmitFieldsSchema>;

/** POST .../special-certification/delete. */
export const SpecialDocumentDeleteBodySchema = z.object({ documentId: IdSchema });
export const SpecialDocumentDeletedSchema = z.object({ deleted: z.number().int() });

/** GET .../special-certification/image?documentId=&seq=: one image, to its owner only. */
export const SpecialDocumentImageQuerySchema = z.object({
  documentId: IdSchema,
  seq: z.coerce.number().int().min(1).max(SPECIAL_DOCUMENT_IMAGES_MAX),
});
export const SpecialDocumentImageSchema = z.object({
  contentType: z.enum(SPECIAL_DOCUMENT_IMAGE_TYPES),
  imageBase64: z.string(),
});

/**
 * POST /sandbox/special-certification/review (loopback only): the review desk approves (2) or fails (3,
 * with a reason) a document under review, named by its id or by its member's phone and its number.
 */
export const SpecialDocumentReviewBodySchema = z
  .object({
    documentId: z.string().max(64).optional(),
    cellphone: z.string().max(20).optional(),
    number: z.string().max(200).optional(),
    approve: z.boolean(),
    reason: z.string().max(200).optional(),
  })
  .refine(
    (v) => v.documentId !== undefined || (v.cellphone !== undefined && v.number !== undefined),
    'documentIdOrCellphoneAndNumber',
  );
export const SpecialDocumentReviewDataSchema = z.object({
  documentId: z.string(),
  status: z.union([z.literal(2), z.literal(3)]),
});
