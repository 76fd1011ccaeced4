import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { Network } from '../domain/network';

/** What shopping reads: seats sold from the database, the network held in memory, and the clock. */
export type ShoppingContext = { db: Db; network: Network; clock: Clock };
