import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CmsPublishBodySchema,
  CmsWithdrawBodySchema,
  ResultCode,
  UpstreamPath,
  cmsContentId,
  type CmsCategory,
} from '@/lib/contract';
import { CMS_CACHE_TAG } from '../cms-changes';
import { cmsContent } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';
import { itemOf } from './cms';
import { requireOps } from './system';

/**
 * The CMS's write side for operations (`npm run ops -- cms publish|withdraw`): an item put live or taken down
 * is on every web at once, because each is told to revalidate its 'cms' tag (decision 60) instead of keeping its
 * copy for the CMS revalidate period (300 s).
 */
export function registerCmsAdminRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.adminCmsPublish, async (req, reply) => {
    requireOps(req, s.opsToken);
    const body = parse(CmsPublishBodySchema, req.body);
    const id = cmsContentId(body.categoryTypeCode as CmsCategory, body.language, body.key);
    const fields = {
      categoryTypeCode: body.categoryTypeCode,
      language: body.language,
      title: body.title,
      summary: body.summary,
      content: body.content,
      linkUrl: body.linkUrl,
      publishTime: new Date(s.clock.now()),
    };
    const [row] = await s.db
      .insert(cmsContent)
      .values({ id, ...fields })
      .onConflictDoUpdate({ target: cmsContent.id, set: fields })
      .returning();
    req.log.info({ id }, 'cms item published');
    await s.revalidateWeb?.([CMS_CACHE_TAG]);
    return sendOk(req, reply, { ...itemOf(row!), categoryTypeCode: row!.categoryTypeCode });
  });

  app.post(UpstreamPath.adminCmsWithdraw, async (req, reply) => {
    requireOps(req, s.opsToken);
    const { id } = parse(CmsWithdrawBodySchema, req.body);
    const [row] = await s.db.delete(cmsContent).where(eq(cmsContent.id, id)).returning({ id: cmsContent.id });
    if (!row) throw new ApiError(ResultCode.NOT_FOUND);
    req.log.info({ id }, 'cms item withdrawn');
    await s.revalidateWeb?.([CMS_CACHE_TAG]);
    return sendOk(req, reply, { id });
  });
}
