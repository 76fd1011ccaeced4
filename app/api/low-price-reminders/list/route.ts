import * as lowPriceReminders from '@/lib/bff-client/low-price-reminders';
import { bffRoute } from '@/lib/bff-server/route';
import { lowPriceReminderList } from '@/lib/upstream/low-price-reminders';

export const dynamic = 'force-dynamic';

/** GET /api/low-price-reminders/list: the member's reminders, newest first (spec §8 'reminder list fetch failed'). */
export const GET = bffRoute(lowPriceReminders.list, { member: true }, async (context) =>
  context.reply(await lowPriceReminderList(await context.upstream())),
);
