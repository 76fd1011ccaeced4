import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes (real-name photos); both drivers hand back a Buffer-compatible array. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A timestamp with time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
