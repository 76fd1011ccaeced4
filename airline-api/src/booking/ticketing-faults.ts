import type { Db } from '../db/client';
import type { OrderRow } from './order-row';

/**
 * Decides that issuing a paid order's tickets fails, so the refund path can be tried end to end. The sandbox
 * plugs one in; without it ticketing never fails on purpose.
 */
export type TicketingFaults = {
  failsFor: (db: Db, order: OrderRow) => Promise<boolean>;
};
