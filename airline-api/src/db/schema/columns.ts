import { bigserial, customType, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes (real-name photos); both drivers hand back a Buffer-compatible array. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A timestamp with time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A row's own number, given by the database: the `id` primary key of a table that has no natural key. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** One passenger on one segment of an order (a ticket's coordinates): spread into the tables that hold one. */
export const ticketKey = () => ({
  orderNo: text('order_no').notNull(),
  psgIndex: smallint('psg_index').notNull(),
  segIndex: smallint('seg_index').notNull(),
});
