import { ComplaintBodySchema, ResultCode } from '@/lib/contract';
import * as content from '@/lib/bff-client/content';
import { bffError } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { ComplaintRequestSchema } from '@/lib/schemas/complaint';
import { normalizeComplaint, validateComplaint } from '@/lib/domain/content-complaint';
import type { Locale } from '@/lib/i18n/routing';
import { isComplaintOpen, submitComplaint } from '@/lib/upstream/cms';

export const dynamic = 'force-dynamic';

/** Spec §8: 'online message function is temporarily turned off', with the unavailable code. */
function closedResponse(locale: Locale) {
  return bffError(ResultCode.MAINTENANCE, locale, { closed: true }, 'Complaint.closed');
}

/** POST /api/content/complaint: the complaint and suggestion form (spec §3) → airline-api. */
export const POST = bffRoute(content.submitComplaint, { body: ComplaintRequestSchema }, async (context) => {
  const fieldErrors = validateComplaint(context.body);
  if (Object.keys(fieldErrors).length > 0) return context.fieldErrors(fieldErrors);
  const upstream = await context.upstream();
  if (!(await isComplaintOpen(upstream))) return closedResponse(context.locale);
  const body = ComplaintBodySchema.safeParse(normalizeComplaint(context.body));
  if (!body.success) return context.fail(ResultCode.BAD_REQUEST);
  return context.reply(await submitComplaint(upstream, body.data));
});
