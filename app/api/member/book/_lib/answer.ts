import 'server-only';
import { BOOK_ENTRY_SCHEMAS, bookKindOf, BookSegmentSchema, ResultCode } from '@/lib/contract';
import type { BffAnswer } from '@/lib/bff-server/respond';
import { airlineToday } from '@/lib/domain/airline-time';
import { validateBookEntry, type BookKind } from '@/lib/domain/member-book-rules';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/field-errors';
import type { UpstreamResult } from '@/lib/upstream/result';
import { z } from 'zod';

type Context = {
  fail(code: Exclude<ResultCode, '0'>, data?: unknown): BffAnswer<never>;
  fieldErrors(errors: FieldErrors): BffAnswer<never>;
};

export const KindParams = z.object({ kind: BookSegmentSchema });
export const kindOf = (params: z.infer<typeof KindParams>): BookKind => bookKindOf(params.kind);

/** An entry's body: its data is parsed with its kind's schema in the handler, after the kind is known. */
export const EntryBody = z.object({ data: z.unknown(), isDefault: z.boolean().optional() });
export const EntryUpdateBody = EntryBody.extend({ id: z.string().min(1).max(64) });
export const EntryIdBody = z.object({ id: z.string().min(1).max(64) });

/** The entry's data with its kind's schema and rules (airline-api checks them again): issues by field, or null. */
export function entryIssues(kind: BookKind, data: unknown): FieldErrors | null {
  const parsed = BOOK_ENTRY_SCHEMAS[kind].safeParse(data);
  if (!parsed.success) return fieldErrorsOf(parsed.error, data);
  const issues = validateBookEntry(kind, parsed.data as never, airlineToday());
  return Object.keys(issues).length ? issues : null;
}

/** airline-api's rule keys beside their fields (a region it does not know, its clock past midnight); null otherwise. */
export function entryRefusal(result: UpstreamResult<unknown>, context: Context): BffAnswer<never> | null {
  if (result.ok || result.code !== ResultCode.BOOK_ENTRY_INVALID) return null;
  const issues = (result.data as { issues?: unknown } | undefined)?.issues;
  return issues && typeof issues === 'object' ? context.fieldErrors(issues as FieldErrors) : null;
}
