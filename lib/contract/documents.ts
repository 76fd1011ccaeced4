import * as z from './zod';
import { IsoDateSchema } from './common';

/**
 * The member centre's help material (spec §2 member shell: /member/faq and /member/documentDownload): the
 * CMS column of the member FAQ, and the airline's downloadable forms and guides.
 */

/**
 * The CMS column (categoryTypeCode) of the member FAQ. One item per question: `title` is the question,
 * `content` the answer (CMS HTML), `summary` the name of the question's group in the item's language (the
 * CMS's sub-column: "Orders", "Refunds"…). Newest first, as every CMS list: the CMS orders the column by
 * publish time.
 */
export const MEMBER_FAQ_CATEGORY = 'MEMBER_FAQ';
/** One page holds the whole column (the most the CMS query answers at once). */
export const MEMBER_FAQ_PAGE_SIZE = 100;

/** A document's id in URLs: lower-case words joined by hyphens. */
export const MemberDocumentIdSchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+){0,7}$/);

/** The most bytes one document may have; the web refuses (and never holds) a larger answer. */
export const MEMBER_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** GET /member/api/member/b2c/documents: one downloadable document, its titles in both languages. */
export const MemberDocumentSchema = z.object({
  documentId: MemberDocumentIdSchema,
  titleZh: z.string().min(1).max(100),
  titleEn: z.string().min(1).max(200),
  /** The name the file is saved under: ASCII, so every browser keeps it as it is. */
  fileName: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/),
  sizeBytes: z.number().int().positive().max(MEMBER_DOCUMENT_MAX_BYTES),
  /** The date of the current version, in the airline's calendar. */
  updatedAt: IsoDateSchema,
  contentType: z.string().min(1).max(100),
});
export type MemberDocument = z.infer<typeof MemberDocumentSchema>;

export const MemberDocumentsDataSchema = z.object({ list: z.array(MemberDocumentSchema) });
export type MemberDocumentsData = z.infer<typeof MemberDocumentsDataSchema>;

/** GET /member/api/member/b2c/documents/:documentId/file: the path parameter. */
export const MemberDocumentParamsSchema = z.object({ documentId: MemberDocumentIdSchema });
