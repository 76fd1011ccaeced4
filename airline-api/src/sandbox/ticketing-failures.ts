import { and, eq } from 'drizzle-orm';
import type { TicketingFaults } from '../booking/ticketing-faults';
import { orderPassenger } from '../db/schema';

/** Ticketing fails for an order flagged through the sandbox controls or with a passenger named FAIL TICKETING. */
export const sandboxTicketingFaults: TicketingFaults = {
  failsFor: async (db, o) => {
    if (o.failTicketing) return true;
    const named = await db
      .select({ n: orderPassenger.psgIndex })
      .from(orderPassenger)
      .where(
        and(
          eq(orderPassenger.orderNo, o.orderNo),
          eq(orderPassenger.surname, 'FAIL'),
          eq(orderPassenger.givenName, 'TICKETING'),
        ),
      );
    return named.length > 0;
  },
};
