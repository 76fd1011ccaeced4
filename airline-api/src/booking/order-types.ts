import type { PriceParts } from '@/lib/contract';
import type { Db } from '../db/client';
import type { orderPassenger, orderTicket } from '../db/schema';
import type { OrderRow } from './order-row';

type PassengerRow = typeof orderPassenger.$inferSelect;
type TicketRow = typeof orderTicket.$inferSelect;

/**
 * What an order of a feature's own type shows differently from a ticket order in the order views. The feature
 * that makes such orders supplies it and the server gathers them (order-types.ts), so the views know no feature.
 */
export type OrderTypeView = {
  /** Its price parts, from the parts stored with it. */
  price?: (o: OrderRow, stored: PriceParts) => PriceParts;
  /** The passengers it shows, when they live on another order. */
  passengers?: (db: Db, o: OrderRow) => Promise<PassengerRow[]>;
  /** Those passengers' tickets. */
  tickets?: (db: Db, o: OrderRow) => Promise<TicketRow[]>;
  /** What the list shows of whom it carries, when it keeps that itself; null: as a ticket order. */
  carries?: (o: OrderRow) => { productCount: number; passengerNames: string[] } | null;
};

/** Order type (spec §4) → its view; a type without one shows as a ticket order. */
export type OrderTypeViews = ReadonlyMap<number, OrderTypeView>;
