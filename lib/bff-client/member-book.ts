import type { BookDeletedSchema, BookEntry, BookEntryInput, BookList, BookSegment, Region } from '@/lib/contract';
import type { BookKind } from '@/lib/domain/member-book-rules';
import type { z } from 'zod';
import { getOperation, postOperation } from './operation';

/**
 * The member's address book (app/api/member/book/[kind]/*): contacts, addresses, beneficiaries, invoice
 * titles and saved items, one set of operations for every kind; `kind` is the URL segment of BOOK_SEGMENT.
 * The lists are read by the pages on the server.
 */

type Deleted = z.infer<typeof BookDeletedSchema>;
type Kind = { kind: BookSegment };

export const addEntry = postOperation<
  Kind & { data: BookEntryInput<BookKind>; isDefault?: boolean },
  BookEntry<BookKind>
>('/api/member/book/[kind]/add');
export const updateEntry = postOperation<
  Kind & { id: string; data: BookEntryInput<BookKind>; isDefault?: boolean },
  BookEntry<BookKind>
>('/api/member/book/[kind]/update');
export const deleteEntry = postOperation<Kind & { id: string }, Deleted>('/api/member/book/[kind]/delete');
export const setDefaultEntry = postOperation<Kind & { id: string }, BookList<BookKind>>(
  '/api/member/book/[kind]/set-default',
);

/** The province, city and district cascade: the children of `code` ('86' for the provinces). */
export const regions = getOperation<{ code: string }, { list: Region[] }>('/api/member/regions');
