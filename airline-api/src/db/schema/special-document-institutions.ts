import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The medical institution a doctor's or a nurse's special document names (spec §5 "medical-institution name 4 to 20
 * consecutive characters"). A table of its own beside special_document, one row per such document, removed with it.
 */
export const specialDocumentInstitution = pgTable('special_document_institution', {
  documentId: text('document_id').primaryKey(),
  institution: text('institution').notNull(),
});
