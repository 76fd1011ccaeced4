import { z as zod } from 'zod';

/**
 * The zod the contract is written in: zod itself, except that every `string()` refuses a NUL character.
 * PostgreSQL refuses NUL in text, so a NUL that passed the schema ended as an INTERNAL answer of airline-api;
 * refused here, it is a BAD_REQUEST like any other wrong field, in every body, query and path parameter the
 * contract parses. Contract modules import it as `import * as z from './zod'` and never zod directly
 * (zod.test.ts checks both).
 */
export * from 'zod';

/** True when the text holds no NUL (U+0000). */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

/** The refusal's message: a message key (lib/schemas/field-errors.ts), as the contract's other refinements. */
export const NUL_MESSAGE = 'invalid';

/** `z.string()`, refusing NUL; `.min()`, `.regex()`, `.optional()` … keep the refusal. */
export const string: typeof zod.string = ((params?: Parameters<typeof zod.string>[0]) =>
  zod.string(params).refine(hasNoNul, NUL_MESSAGE)) as typeof zod.string;
