import { NextResponse } from 'next/server';
import { z } from 'zod';
import { ComplaintBodySchema, ResultCode, STATUS_OF_CODE } from '@/lib/contract';
import { maintenanceBlock, originBlock } from '@/lib/bff-server/guard';
import { bffLocale, upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffError, bffFrom, localizedMessage, withBffErrors } from '@/lib/bff-server/respond';
import { normalizeComplaint, validateComplaint } from '@/lib/domain/content-complaint';
import type { Locale } from '@/lib/i18n/routing';
import { isComplaintOpen, submitComplaint } from '@/lib/upstream/cms';

export const dynamic = 'force-dynamic';

/** The browser's body: strings of bounded length; the rules themselves are lib/domain's. */
const ComplaintRequestSchema = z.object({
  name: z.string().max(100),
  certificateNumber: z.string().max(100),
  phone: z.string().max(40),
  type: z.string().max(20),
  content: z.string().max(2000),
  captchaToken: z.string().max(128).nullable().optional(),
});

/** Spec §8: 'online message function is temporarily turned off', with the unavailable code. */
function closedResponse(locale: Locale) {
  return NextResponse.json(
    { code: ResultCode.MAINTENANCE, msg: localizedMessage(locale, 'Complaint.closed'), data: { closed: true } },
    { status: STATUS_OF_CODE[ResultCode.MAINTENANCE], headers: { 'cache-control': 'no-store' } },
  );
}

/** POST /api/content/complaint: the complaint and suggestion form (spec §3) → airline-api. */
export const POST = withBffErrors(async (request: Request) => {
  const locale = await bffLocale();
  const refused = originBlock(request, locale) ?? (await maintenanceBlock(locale));
  if (refused) return refused;
  const parsed = ComplaintRequestSchema.safeParse(await request.json().catch(() => ({})));
  if (!parsed.success) return bffError(ResultCode.BAD_REQUEST, locale);
  const fieldErrors = validateComplaint(parsed.data);
  if (Object.keys(fieldErrors).length > 0) return bffError(ResultCode.BAD_REQUEST, locale, { fieldErrors });
  const context = await upstreamContextFor(locale);
  if (!(await isComplaintOpen(context))) return closedResponse(locale);
  const body = ComplaintBodySchema.safeParse(normalizeComplaint(parsed.data));
  if (!body.success) return bffError(ResultCode.BAD_REQUEST, locale);
  return bffFrom(await submitComplaint(context, body.data), locale);
});
