import * as lowPriceReminders from '@/lib/bff-client/low-price-reminders';
import { bffRoute } from '@/lib/bff-server/route';
import { LowPriceReminderDeleteBodySchema } from '@/lib/contract';
import { lowPriceReminderDelete } from '@/lib/upstream/low-price-reminders';

export const dynamic = 'force-dynamic';

/** POST /api/low-price-reminders/delete {id}: the member's own reminder; another's is NOT_FOUND. */
export const POST = bffRoute(
  lowPriceReminders.remove,
  { member: true, body: LowPriceReminderDeleteBodySchema },
  async (context) => context.reply(await lowPriceReminderDelete(await context.upstream(), context.body)),
);
