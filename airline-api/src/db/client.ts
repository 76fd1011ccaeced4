import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';
import { holdDataDir } from './dir-lock';

export type Schema = typeof schema;
/** The database, whichever driver is under it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Where the data lives: PostgreSQL by URL, a PGlite folder, or an in-memory PGlite (tests). */
export type DatabaseOption = { url: string } | { dir: string } | { memory: true } | { pglite: PGlite };

/**
 * Plain SQL on the same connection drizzle uses, for a library that brings its own SQL (the pg-boss job queue of
 * low-price-reminders/queue.ts). Without values the text may hold several statements.
 */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Database = { db: Db; driver: 'pglite' | 'postgres'; sql: SqlExecutor; close: () => Promise<void> };

/** PGlite's SQL for a library: parameters through query(); several statements (no parameters) through exec(). */
function pgliteSql(client: PGlite): SqlExecutor {
  return async (text, values) => {
    if (values && values.length) return client.query(text, values);
    try {
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    } catch (error) {
      // A script that opened a transaction and failed part-way would leave the one connection inside it.
      if (/\bBEGIN\b/i.test(text)) await client.exec('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };
}

// Beside this file in the source tree (tsx and Jest both run the TypeScript sources).
const MIGRATIONS = path.join(__dirname, 'migrations');

/** Opens the database and applies pending migrations. One PGlite instance per call: keep one per process. */
export async function openDatabase(option: DatabaseOption): Promise<Database> {
  if ('url' in option) {
    const pool = new Pool({ connectionString: option.url, max: 10 });
    // The server may close an idle connection (a restart, a failover, an administrator): the pool drops it and the
    // next query connects anew. Without a listener node-postgres throws the error, which would end the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      sql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let owned = true;
  let release = () => {};
  if ('pglite' in option) {
    client = option.pglite;
    owned = false;
  } else if ('dir' in option) {
    fs.mkdirSync(option.dir, { recursive: true });
    release = holdDataDir(option.dir);
    client = new PGlite(path.resolve(option.dir));
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    sql: pgliteSql(client),
    close: async () => {
      if (owned && !client.closed) await client.close();
      release();
    },
  };
}
