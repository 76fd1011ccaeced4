/**
 * Header of the calls that move money or inventory (reserve, payments): the same key and body make one
 * order; the same key with another body is a conflict. No zod here, so the browser may import it.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
