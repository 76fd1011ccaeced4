import * as memberValue from '@/lib/bff-client/member-value';
import { bffRoute } from '@/lib/bff-server/route';
import { upstreamFieldErrors } from '@/lib/bff-server/upstream-field-errors';
import { ResultCode, SupplementApplyBodySchema } from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import { validateSupplement } from '@/lib/domain/member-value-rules';
import type { FieldErrors } from '@/lib/schemas/field-errors';
import { supplementApply } from '@/lib/upstream/member-value';

export const dynamic = 'force-dynamic';

/**
 * POST /api/member/points-supplement (decision 65; spec §5: within the 30 days before today, after 14 February 2017,
 * one a day). The rules of lib/domain beside their fields first; then airline-api (the member's document, one a day,
 * the ticket not credited), whose field errors are passed on.
 */
export const POST = bffRoute(
  memberValue.applySupplement,
  {
    member: true,
    body: SupplementApplyBodySchema,
    limit: ({ ip }) => (ip ? [{ key: `points-supplement:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const issues = validateSupplement(context.body, airlineToday());
    if (Object.keys(issues).length) return context.fieldErrors(issues as FieldErrors);
    const result = await supplementApply(await context.upstream(), context.body);
    if (!result.ok && result.code === ResultCode.POINTS_SUPPLEMENT_INVALID) {
      const fieldErrors = upstreamFieldErrors(result.data);
      return context.fail(result.code, fieldErrors ? { fieldErrors } : undefined);
    }
    return context.reply(result);
  },
);
