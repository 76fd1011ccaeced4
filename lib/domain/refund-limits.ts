/**
 * The limits of a refund application (spec §5 refund rules, §9 uploads; decision 23), plain so the browser can
 * check them before asking (lib/contract/refund.ts re-exports them for the wire; the BFF and airline-api check them
 * all again, the formats by the bytes).
 */

/** At most 4 attachments of at most 2 MB each: jpg, png or pdf. */
export const REFUND_ATTACHMENTS_MAX = 4;
export const REFUND_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const REFUND_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** The note of the 'other' reason (required then) and of any reason. */
export const REFUND_NOTE_MAX = 200;
