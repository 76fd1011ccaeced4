import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  CmsCategory,
  CmsItemBodySchema,
  CmsQueryBodySchema,
  CmsSearchBodySchema,
  ResultCode,
  TipsBodySchema,
  UpstreamPath,
  type CmsItem,
} from '@/lib/contract';
import { cmsContent, tip } from '../db/schema';
import { ApiError } from '../errors';
import { languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';

const MAX_TIPS = 5;

/** Site search covers the readable pages; banners and other fragments are not pages of their own. */
const SEARCHABLE: string[] = [
  CmsCategory.NEWS,
  CmsCategory.NOTICE,
  CmsCategory.BIDDING,
  CmsCategory.BID_WINNING,
  CmsCategory.HELP,
  CmsCategory.TRAVEL_ARTICLE,
  CmsCategory.STATIC,
  CmsCategory.AGREEMENT_TEMPLATE,
  CmsCategory.AGREEMENT_EXPLAIN,
  CmsCategory.SELF_SERVICE_GUIDE,
];

/** The keyword as a LIKE pattern that matches it literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const itemOf = (r: typeof cmsContent.$inferSelect): CmsItem => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  content: r.content,
  imageUrl: r.imageUrl,
  linkUrl: r.linkUrl,
  publishTime: r.publishTime.toISOString(),
});

/** One page of the content that matches `where`, in `order`, with the count of all that match. */
async function contentPage(
  s: Services,
  where: SQL | undefined,
  page: { pageNo: number; pageSize: number },
  ...order: (SQL | PgColumn)[]
) {
  const [counted, rows] = await Promise.all([
    s.db.select({ n: count() }).from(cmsContent).where(where),
    s.db
      .select()
      .from(cmsContent)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
  ]);
  return { total: counted[0]?.n ?? 0, rows };
}

export function registerCmsRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.cmsQuery, async (req, reply) => {
    const body = parse(CmsQueryBodySchema, req.body);
    const where = and(eq(cmsContent.categoryTypeCode, body.categoryTypeCode), eq(cmsContent.language, body.language));
    const { total, rows } = await contentPage(s, where, body, desc(cmsContent.publishTime), cmsContent.id);
    return sendOk(req, reply, { count: total, list: rows.map(itemOf) });
  });

  app.post(UpstreamPath.cmsItem, async (req, reply) => {
    const { id } = parse(CmsItemBodySchema, req.body);
    const [row] = await s.db.select().from(cmsContent).where(eq(cmsContent.id, id));
    if (!row) throw new ApiError(ResultCode.NOT_FOUND);
    return sendOk(req, reply, { ...itemOf(row), categoryTypeCode: row.categoryTypeCode });
  });

  /**
   * Title, summary and text of one language: items whose title holds the keyword first, then those whose
   * summary does, then text-only matches ('行李' finds the baggage article before a travel guide
   * that mentions luggage); newest first within each. Text matches may hit markup words: rare, harmless.
   */
  app.post(UpstreamPath.cmsSearch, async (req, reply) => {
    const body = parse(CmsSearchBodySchema, { ...(req.body as object), language: languageOf(req) });
    const pattern = likePattern(body.keyword);
    const where = and(
      eq(cmsContent.language, body.language),
      inArray(cmsContent.categoryTypeCode, SEARCHABLE),
      or(ilike(cmsContent.title, pattern), ilike(cmsContent.summary, pattern), ilike(cmsContent.content, pattern)),
    );
    const { total, rows } = await contentPage(
      s,
      where,
      body,
      sql`case when ${cmsContent.title} ilike ${pattern} then 0 when ${cmsContent.summary} ilike ${pattern} then 1 else 2 end`,
      desc(cmsContent.publishTime),
      cmsContent.id,
    );
    const list = rows.map((r) => {
      const { content: _content, ...item } = itemOf(r);
      return { ...item, categoryTypeCode: r.categoryTypeCode };
    });
    return sendOk(req, reply, { count: total, list });
  });

  /**
   * Tips for the legs asked: a tip names a departure and an arrival (airport or city code, '*' for any,
   * 'INTL' for any international sector) and, when dated, the days it holds for (the leg's flightDate between its
   * first and last day, both included); the more specific and the higher priority, the earlier.
   */
  app.post(UpstreamPath.tips, async (req, reply) => {
    const body = parse(TipsBodySchema, req.body);
    const codesOf = (code: string) => {
      const city = s.network.cityOf(code);
      return [code, ...(city ? [city.code] : [])];
    };
    const wanted = body.tipsParamList.map((p) => {
      const dept = new Set(['*', ...codesOf(p.dept)]);
      const dest = new Set(['*', ...codesOf(p.dest)]);
      const international = [p.dept, p.dest].some((c) => s.network.cityOf(c)?.region === 'INTL');
      if (international) dest.add('INTL');
      return { dept, dest, date: p.flightDate };
    });
    const depts = [...new Set(wanted.flatMap((w) => [...w.dept]))];
    const rows = await s.db
      .select()
      .from(tip)
      .where(and(eq(tip.language, body.language), inArray(tip.dept, depts)));
    const scored = new Map<string, { id: string; title: string; content: string; score: number }>();
    for (const r of rows) {
      for (const w of wanted) {
        if (!w.dept.has(r.dept) || !w.dest.has(r.dest)) continue;
        if ((r.startsOn && w.date < r.startsOn) || (r.endsOn && w.date > r.endsOn)) continue;
        const score = (r.dept !== '*' ? 100 : 0) + (r.dest !== '*' ? 100 : 0) + r.priority;
        const cur = scored.get(r.id);
        if (!cur || cur.score < score) scored.set(r.id, { id: r.id, title: r.title, content: r.content, score });
      }
    }
    const list = [...scored.values()]
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
      .slice(0, MAX_TIPS)
      .map(({ id, title, content }) => ({ id, title, content }));
    return sendOk(req, reply, list);
  });
}
