import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * The database tests on PostgreSQL (decision 57): with TEST_DATABASE_URL (a server's URL, `npm test` starts a
 * throwaway one) each test server gets its own database on that server instead of its own PGlite.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** A database of the test server, dropped by `drop()` once nothing holds a connection to it. */
export type PostgresDatabase = { url: string; drop: () => Promise<void> };

function serverUrl(): string {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return TEST_DATABASE_URL;
}

function urlOf(database: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` on one connection to the server's own database (CREATE and DROP DATABASE cannot run inside one). */
async function onServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Names are made here (letters, digits and _ only), so they are quoted but never escaped.
const quoted = (name: string) => `"${name}"`;
// One lock for making templates: Jest workers may all want the same one at once.
const TEMPLATE_LOCK = 57_0001;
const made = new Set<string>();

/**
 * The seeded template named `key`: the first worker that asks makes it with `seed(url)` (migrate and seed, as
 * the PGlite snapshot does) while the others wait on an advisory lock; a template is marked IS_TEMPLATE only
 * once complete, so one a killed run left half-made is made again.
 */
export async function postgresTemplate(key: string, seed: (url: string) => Promise<void>): Promise<string> {
  const name = `tpl_${key}`;
  if (made.has(name)) return name;
  await onServer(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await client.query<{ datistemplate: boolean }>(
        'SELECT datistemplate FROM pg_database WHERE datname = $1',
        [name],
      );
      if (found.rows[0]?.datistemplate) return;
      if (found.rows.length) await client.query(`DROP DATABASE ${quoted(name)} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${quoted(name)}`);
      await seed(urlOf(name));
      await client.query(`ALTER DATABASE ${quoted(name)} IS_TEMPLATE true`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  made.add(name);
  return name;
}

/**
 * Drops a test server's database. Plain DROP first: PostgreSQL waits a few seconds for the connections the pool has
 * just closed to go. FORCE only when one is still open after that (a failed test's server left unclosed).
 */
const dropDatabase = (name: string) => async (client: Client) => {
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '55006') throw error;
    await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
  }
};

/** A new database of its own: a copy of `template`, or empty (PostgreSQL's template1) without one. */
export async function postgresDatabase(template?: string): Promise<PostgresDatabase> {
  const name = `t_${process.pid}_${randomBytes(6).toString('hex')}`;
  const from = template ? ` TEMPLATE ${quoted(template)}` : '';
  await onServer((client) => client.query(`CREATE DATABASE ${quoted(name)}${from}`));
  return {
    url: urlOf(name),
    drop: () => onServer(dropDatabase(name)),
  };
}
