import 'server-only';
import {
  BOOK_SEGMENT,
  BookDeletedSchema,
  BookEntrySchema,
  BookListSchema,
  RegionListSchema,
  UpstreamPath,
} from '@/lib/contract';
import type { BookKind } from '@/lib/domain/member-book-rules';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * The member's address book (spec §2 /member/contacts, /member/address, /member/beneficiary,
 * /member/eHeader/index, /member/myCollect): one set of airline-api paths for every kind.
 */

const path = (template: string, kind: BookKind) => template.replace(':kind', BOOK_SEGMENT[kind]);

export function bookList<K extends BookKind>(context: UpstreamContext, kind: K) {
  return callUpstream({ method: 'GET', path: path(UpstreamPath.bookList, kind), data: BookListSchema(kind), context });
}

export function bookAdd<K extends BookKind>(
  context: UpstreamContext,
  kind: K,
  body: { data: unknown; isDefault?: boolean },
) {
  return callUpstream({
    method: 'POST',
    path: path(UpstreamPath.bookAdd, kind),
    body,
    data: BookEntrySchema(kind),
    context,
  });
}

export function bookUpdate<K extends BookKind>(
  context: UpstreamContext,
  kind: K,
  body: { id: string; data: unknown; isDefault?: boolean },
) {
  return callUpstream({
    method: 'POST',
    path: path(UpstreamPath.bookUpdate, kind),
    body,
    data: BookEntrySchema(kind),
    context,
  });
}

export function bookDelete(context: UpstreamContext, kind: BookKind, body: { id: string }) {
  return callUpstream({
    method: 'POST',
    path: path(UpstreamPath.bookDelete, kind),
    body,
    data: BookDeletedSchema,
    context,
  });
}

export function bookSetDefault<K extends BookKind>(context: UpstreamContext, kind: K, body: { id: string }) {
  return callUpstream({
    method: 'POST',
    path: path(UpstreamPath.bookSetDefault, kind),
    body,
    data: BookListSchema(kind),
    context,
  });
}

/** One level of the province, city and district cascade: the children of `code` ('86': the provinces). */
export function regions(context: UpstreamContext, code: string) {
  return callUpstream({ method: 'GET', path: UpstreamPath.regions, query: { code }, data: RegionListSchema, context });
}
