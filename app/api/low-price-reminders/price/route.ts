import * as lowPriceReminders from '@/lib/bff-client/low-price-reminders';
import { bffRoute } from '@/lib/bff-server/route';
import { upstreamFieldErrors } from '@/lib/bff-server/upstream-field-errors';
import { LowPriceReminderPriceQuerySchema, ResultCode } from '@/lib/contract';
import { lowPriceReminderPrice } from '@/lib/upstream/low-price-reminders';

export const dynamic = 'force-dynamic';

/**
 * GET /api/low-price-reminders/price: the lowest fare now of the flights the form's reminder would watch (spec §8
 * 'price fetch failed' when it cannot be read). Members only, limited per address: each asks a window of fares.
 */
export const GET = bffRoute(
  lowPriceReminders.price,
  {
    member: true,
    query: LowPriceReminderPriceQuerySchema,
    limit: ({ ip }) => (ip ? [{ key: `low-price-remind:price:ip:${ip}`, limit: 60 }] : []),
  },
  async (context) => {
    const result = await lowPriceReminderPrice(await context.upstream(), context.query);
    if (!result.ok && result.code === ResultCode.LOW_PRICE_REMINDER_INVALID) {
      const fieldErrors = upstreamFieldErrors(result.data);
      return context.fail(result.code, fieldErrors ? { fieldErrors } : undefined);
    }
    return context.reply(result);
  },
);
