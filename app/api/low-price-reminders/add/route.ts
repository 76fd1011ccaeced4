import * as lowPriceReminders from '@/lib/bff-client/low-price-reminders';
import { bffRoute } from '@/lib/bff-server/route';
import { upstreamFieldErrors } from '@/lib/bff-server/upstream-field-errors';
import { LowPriceReminderAddBodySchema, ResultCode } from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import { validateReminder } from '@/lib/domain/low-price-reminder-rules';
import type { FieldErrors } from '@/lib/schemas/field-errors';
import { lowPriceReminderAdd } from '@/lib/upstream/low-price-reminders';

export const dynamic = 'force-dynamic';

/**
 * POST /api/low-price-reminders/add (spec §5: origin differs from destination, dates not before today, end after
 * start, latest departure after earliest; §9 bounds). The rules of lib/domain beside their fields first, nothing
 * asked of airline-api for a reminder they refuse; then airline-api (the route flown, the channel bound, at most
 * 10, no duplicate), whose field errors are passed on. Limited per member and address: a reminder is cheap to
 * make, and each one is checked every 5 minutes.
 */
export const POST = bffRoute(
  lowPriceReminders.add,
  {
    member: true,
    body: LowPriceReminderAddBodySchema,
    limit: ({ ip }) => (ip ? [{ key: `low-price-remind:add:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const b = context.body;
    const issues = validateReminder(
      {
        dep: { code: b.depCode, type: b.depCodeType },
        arr: { code: b.arrCode, type: b.arrCodeType },
        earliestTime: b.earliestTime,
        latestTime: b.latestTime,
        startDate: b.startDate,
        endDate: b.endDate,
        mode: b.mode,
        priceYuan: b.priceThreshold == null ? null : b.priceThreshold / 100,
        discountTenths: b.discountTenths ?? null,
        channel: b.channel,
      },
      airlineToday(),
    );
    if (Object.keys(issues).length) return context.fieldErrors(issues as FieldErrors);
    const result = await lowPriceReminderAdd(await context.upstream(), b);
    if (!result.ok && result.code === ResultCode.LOW_PRICE_REMINDER_INVALID) {
      const fieldErrors = upstreamFieldErrors(result.data);
      return context.fail(result.code, fieldErrors ? { fieldErrors } : undefined);
    }
    return context.reply(result);
  },
);
