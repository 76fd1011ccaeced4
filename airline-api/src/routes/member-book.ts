import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import {
  BOOK_ENTRY_SCHEMAS,
  BookAddBodySchema,
  BookIdBodySchema,
  BookSegmentSchema,
  BookUpdateBodySchema,
  bookKindOf,
  ResultCode,
  UpstreamPath,
  type BookEntry,
} from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import {
  BOOK_HAS_DEFAULT,
  BOOK_MAX,
  beneficiaryStatus,
  bookDedupeKey,
  canAddEntry,
  validateBookEntry,
  type AddressEntry,
  type BookEntryData,
  type BookKind,
} from '@/lib/domain/member-book-rules';
import { requireMember } from '../account/tokens';
import { memberBookEntry } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import { regionChildren, regionPath } from '../regions/regions';
import type { Services } from '../services';

type Row = typeof memberBookEntry.$inferSelect;
type Tx = Parameters<Parameters<Services['db']['transaction']>[0]>[0];

const LIMIT_CODE: Record<BookKind, Exclude<ResultCode, '0'>> = {
  contact: ResultCode.CONTACT_LIMIT,
  address: ResultCode.ADDRESS_LIMIT,
  beneficiary: ResultCode.BENEFICIARY_LIMIT,
  invoiceHeader: ResultCode.INVOICE_HEADER_LIMIT,
  favourite: ResultCode.FAVOURITE_LIMIT,
};

const duplicateCode = (kind: BookKind) =>
  kind === 'beneficiary' ? ResultCode.BENEFICIARY_DUPLICATE : ResultCode.BOOK_ENTRY_DUPLICATE;

function kindOf(req: FastifyRequest): BookKind {
  return bookKindOf(parse(BookSegmentSchema, (req.params as { kind?: string }).kind));
}

function view(row: Row, nowMs: number): BookEntry<BookKind> {
  return {
    id: row.id,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
    ...(row.kind === 'beneficiary' ? { status: beneficiaryStatus(row.updatedAt.getTime(), nowMs) } : {}),
    data: row.data as BookEntry<BookKind>['data'],
  };
}

/**
 * The rules of lib/domain/member-book-rules on the airline's today, then the data as stored: strings
 * trimmed, an address's names taken from its codes (the cascade's own names, whatever the form sent), a
 * taxpayer id in capitals.
 */
function storedData(kind: BookKind, raw: unknown, nowMs: number): BookEntryData[BookKind] {
  const data = parse(BOOK_ENTRY_SCHEMAS[kind], raw) as BookEntryData[BookKind];
  const trimmed = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as BookEntryData[BookKind];
  const issues = validateBookEntry(kind, trimmed, airlineToday(new Date(nowMs)));
  if (kind === 'address' && !Object.keys(issues).length) {
    const a = trimmed as AddressEntry;
    const path = regionPath(a.provinceCode, a.cityCode, a.districtCode);
    if (!path) issues.districtCode = 'regionMismatch';
    else Object.assign(a, { province: path.province.nameZh, city: path.city.nameZh, district: path.district.nameZh });
  }
  if (Object.keys(issues).length) throw new ApiError(ResultCode.BOOK_ENTRY_INVALID, 'book entry', { issues });
  if (kind === 'invoiceHeader') {
    const h = trimmed as BookEntryData['invoiceHeader'];
    h.taxpayerId = h.taxpayerId.toUpperCase();
  }
  return trimmed;
}

const mine = (memberId: string, kind: BookKind) =>
  and(eq(memberBookEntry.memberId, memberId), eq(memberBookEntry.kind, kind));

/** Makes `id` the one default of its kind (no-op for kinds without defaults). */
async function makeDefault(tx: Tx, memberId: string, kind: BookKind, id: string): Promise<void> {
  if (!BOOK_HAS_DEFAULT[kind]) return;
  await tx
    .update(memberBookEntry)
    .set({ isDefault: false })
    .where(and(mine(memberId, kind), ne(memberBookEntry.id, id)));
  await tx.update(memberBookEntry).set({ isDefault: true }).where(eq(memberBookEntry.id, id));
}

/** After a delete: if no default is left but entries are, the most recently changed one becomes it. */
async function keepADefault(tx: Tx, memberId: string, kind: BookKind): Promise<void> {
  if (!BOOK_HAS_DEFAULT[kind]) return;
  const [current] = await tx
    .select({ id: memberBookEntry.id })
    .from(memberBookEntry)
    .where(and(mine(memberId, kind), eq(memberBookEntry.isDefault, true)));
  if (current) return;
  const [next] = await tx
    .select({ id: memberBookEntry.id })
    .from(memberBookEntry)
    .where(mine(memberId, kind))
    .orderBy(desc(memberBookEntry.updatedAt))
    .limit(1);
  if (next) await makeDefault(tx, memberId, kind, next.id);
}

async function listOf(s: Services, memberId: string, kind: BookKind, nowMs: number) {
  const rows = await s.db
    .select()
    .from(memberBookEntry)
    .where(mine(memberId, kind))
    .orderBy(desc(memberBookEntry.isDefault), desc(memberBookEntry.updatedAt), memberBookEntry.id)
    .limit(BOOK_MAX[kind]);
  return { list: rows.map((row) => view(row, nowMs)), max: BOOK_MAX[kind] };
}

/**
 * The member's address book (spec §2 /member/contacts, /member/address, /member/beneficiary,
 * /member/eHeader/index, /member/myCollect): list, add (at most BOOK_MAX, no duplicates), update, delete
 * and set-default, one set of routes for every kind. Another member's entry is NOT_FOUND, never revealed.
 * The province, city and district cascade is read from /member/api/region/children.
 */
export function registerMemberBookRoutes(app: FastifyInstance, s: Services): void {
  app.get(UpstreamPath.regions, async (req, reply) => {
    const code = String((req.query as { code?: unknown }).code ?? '86');
    return sendOk(req, reply, { list: /^\d{2,9}$/.test(code) ? regionChildren(code) : [] });
  });

  app.get(UpstreamPath.bookList, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await listOf(s, member.id, kindOf(req), s.clock.now()));
  });

  app.post(UpstreamPath.bookAdd, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const kind = kindOf(req);
    const body = parse(BookAddBodySchema(kind), req.body);
    const now = s.clock.now();
    const data = storedData(kind, body.data, now);
    const row = await s.db.transaction(async (tx) => {
      const [saved] = await tx.select({ n: count() }).from(memberBookEntry).where(mine(member.id, kind));
      const n = saved?.n ?? 0;
      if (!canAddEntry(kind, n)) throw new ApiError(LIMIT_CODE[kind]);
      const [inserted] = await tx
        .insert(memberBookEntry)
        .values({
          id: randomUUID(),
          memberId: member.id,
          kind,
          data,
          dedupeKey: bookDedupeKey(kind, data),
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw new ApiError(duplicateCode(kind));
      // The first entry of a kind with defaults becomes the default.
      const isDefault = BOOK_HAS_DEFAULT[kind] && (body.isDefault === true || n === 0);
      if (isDefault) await makeDefault(tx, member.id, kind, inserted.id);
      return { ...inserted, isDefault };
    });
    return sendOk(req, reply, view(row, now));
  });

  app.post(UpstreamPath.bookUpdate, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const kind = kindOf(req);
    const { id, data: raw, isDefault } = parse(BookUpdateBodySchema(kind), req.body);
    const now = s.clock.now();
    const data = storedData(kind, raw, now);
    const dedupeKey = bookDedupeKey(kind, data);
    const row = await s.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(memberBookEntry)
        .where(and(mine(member.id, kind), eq(memberBookEntry.id, id)));
      if (!current) throw new ApiError(ResultCode.NOT_FOUND);
      const [other] = await tx
        .select({ id: memberBookEntry.id })
        .from(memberBookEntry)
        .where(and(mine(member.id, kind), eq(memberBookEntry.dedupeKey, dedupeKey), ne(memberBookEntry.id, id)));
      if (other) throw new ApiError(duplicateCode(kind));
      // An edited beneficiary is checked again: its status starts over (spec §3 effective or pending).
      const [updated] = await tx
        .update(memberBookEntry)
        .set({ data, dedupeKey, updatedAt: new Date(now) })
        .where(eq(memberBookEntry.id, id))
        .returning();
      if (!isDefault || !BOOK_HAS_DEFAULT[kind]) return updated!;
      await makeDefault(tx, member.id, kind, id);
      return { ...updated!, isDefault: true };
    });
    return sendOk(req, reply, view(row, now));
  });

  app.post(UpstreamPath.bookDelete, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const kind = kindOf(req);
    const { id } = parse(BookIdBodySchema, req.body);
    const deleted = await s.db.transaction(async (tx) => {
      const gone = await tx
        .delete(memberBookEntry)
        .where(and(mine(member.id, kind), eq(memberBookEntry.id, id)))
        .returning({ id: memberBookEntry.id });
      if (!gone.length) throw new ApiError(ResultCode.NOT_FOUND);
      await keepADefault(tx, member.id, kind);
      return gone.length;
    });
    return sendOk(req, reply, { deleted });
  });

  app.post(UpstreamPath.bookSetDefault, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const kind = kindOf(req);
    if (!BOOK_HAS_DEFAULT[kind]) throw new ApiError(ResultCode.NOT_FOUND);
    const { id } = parse(BookIdBodySchema, req.body);
    await s.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: memberBookEntry.id })
        .from(memberBookEntry)
        .where(and(mine(member.id, kind), eq(memberBookEntry.id, id)));
      if (!current) throw new ApiError(ResultCode.NOT_FOUND);
      await makeDefault(tx, member.id, kind, id);
    });
    return sendOk(req, reply, await listOf(s, member.id, kind, s.clock.now()));
  });
}
