import { and, desc, eq } from 'drizzle-orm';
import { ResultCode, type ContentByCodeData, type UpstreamLanguage } from '@/lib/contract';
import { sanitizeHtml } from '@/lib/domain/content-html';
import { cmsContent } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';

/**
 * Spec §7 getContentByCode (typeCode seat_tips): the newest CMS item of that type code in the language, its
 * rich text passed through the CMS allow-list sanitizer (lib/domain/content-html); the web sanitizes it again.
 */
export async function contentByCode(
  s: Services,
  typeCode: string,
  language: UpstreamLanguage,
): Promise<ContentByCodeData> {
  const [row] = await s.db
    .select()
    .from(cmsContent)
    .where(and(eq(cmsContent.categoryTypeCode, typeCode), eq(cmsContent.language, language)))
    .orderBy(desc(cmsContent.publishTime), cmsContent.id)
    .limit(1);
  if (!row) throw new ApiError(ResultCode.NOT_FOUND);
  return { typeCode, title: row.title, html: sanitizeHtml(row.content ?? '') };
}
