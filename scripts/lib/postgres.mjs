// A throwaway PostgreSQL server for the test suite (and the cluster script): the database tests run on real
// PostgreSQL as well as on PGlite (decision 57). Debian's server binaries are used; a machine without them gets
// Debian's `postgresql` package the way chromium.mjs installs the browser.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { aptInstall } from './apt.mjs';

const SERVER_BINARIES = ['pg_ctl', 'initdb', 'postgres'];
/** initdb refuses to run as root: as root the server runs as this user (Debian's package makes it). */
const SERVER_USER = 'postgres';

/** Where to look for the server binaries, in order: PATH, /usr/local/bin, then Debian's folders, newest first. */
export function binaryFolders(pathEnv, debianVersions) {
  const debian = [...debianVersions]
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => `/usr/lib/postgresql/${v}/bin`);
  const folders = [...(pathEnv ?? '').split(path.delimiter).filter(Boolean), '/usr/local/bin', ...debian];
  return [...new Set(folders)];
}

/** The first folder holding every server binary, or undefined. */
export function findServerFolder(folders, exists) {
  return folders.find((dir) => SERVER_BINARIES.every((bin) => exists(path.join(dir, bin))));
}

/** The settings of a test cluster: loopback only, its socket in its own folder, durability off for speed. */
export function clusterSettings({ dir, port, durable = false }) {
  const speed = durable ? {} : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };
  return {
    listen_addresses: "'127.0.0.1'",
    port: String(port),
    unix_socket_directories: `'${dir.replaceAll("'", "''")}'`,
    // Parallel Jest workers each hold a pool of 10 connections per server they build.
    max_connections: '200',
    // A crash loses a throwaway cluster anyway; the cluster script's data is kept (durable).
    ...speed,
  };
}

/** The connection URL of database `db` on a local test server (trust authentication, user postgres). */
export function serverUrl(port, db = 'postgres') {
  return `postgresql://${SERVER_USER}@127.0.0.1:${port}/${encodeURIComponent(db)}`;
}

/** A command as the server's user: root runs it through runuser, anyone else runs it as themself. */
export function asServerUser(uid, command, args) {
  return uid === 0 ? ['runuser', ['-u', SERVER_USER, '--', command, ...args]] : [command, args];
}

function debianVersions() {
  return existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
}

function locate() {
  const found = findServerFolder(binaryFolders(process.env.PATH, debianVersions()), existsSync);
  // /usr/local/bin may hold links into Debian's folder: pg_ctl finds postgres beside its real self.
  return found && path.dirname(realpathSync(path.join(found, 'pg_ctl')));
}

function ensureServerUser() {
  if (process.getuid?.() !== 0) return;
  if (spawnSync('id', ['-u', SERVER_USER], { stdio: 'ignore' }).status === 0) return;
  const made = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER], {
    stdio: 'inherit',
  });
  if (made.status !== 0) throw new Error(`Could not create the system user ${SERVER_USER} (useradd)`);
}

/** The folder of PostgreSQL's server binaries, installing Debian's package when they are missing. */
export function ensurePostgres() {
  let folder = locate();
  if (!folder) {
    if (!aptInstall(['postgresql'])) throw new Error('Could not install postgresql (apt-get install)');
    folder = locate();
    if (!folder) throw new Error(`No ${SERVER_BINARIES.join(', ')} after installing postgresql`);
  }
  ensureServerUser();
  return folder;
}

function runChecked(folder, command, args, what) {
  const [cmd, argv] = asServerUser(process.getuid?.() ?? -1, path.join(folder, command), args);
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${what} failed (${command} exited ${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

/**
 * A database cluster in `dir`, set up to listen on 127.0.0.1:`port`. `keep`: a folder set up before is used as it
 * is (the cluster script's data outlives its runs); otherwise it is wiped first. Gives the binaries' folder.
 */
export function initPostgres({ dir, port, keep = false, durable = keep }) {
  const folder = ensurePostgres();
  const data = path.resolve(dir);
  const uid = process.getuid?.() ?? -1;
  // A server an interrupted run left behind in this folder would hold the port.
  if (existsSync(path.join(data, 'postmaster.pid'))) {
    const [cmd, argv] = asServerUser(uid, path.join(folder, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate']);
    spawnSync(cmd, argv, { stdio: 'ignore' });
  }
  if (keep && existsSync(path.join(data, 'PG_VERSION'))) return folder;
  rmSync(data, { recursive: true, force: true });
  // The folders above keep the usual mode: the server's user must be able to pass through them.
  mkdirSync(path.dirname(data), { recursive: true });
  mkdirSync(data, { mode: 0o700 });
  if (uid === 0) {
    const owned = spawnSync('chown', [`${SERVER_USER}:`, data], { encoding: 'utf8' });
    if (owned.status !== 0) throw new Error(`Could not give ${data} to ${SERVER_USER}: ${owned.stderr}`);
  }
  const initdb = ['-D', data, '-U', SERVER_USER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'];
  runChecked(folder, 'initdb', initdb, 'initdb');
  const settings = Object.entries(clusterSettings({ dir: data, port, durable })).map(([k, v]) => `${k} = ${v}`);
  appendFileSync(path.join(data, 'postgresql.conf'), `\n# Set by scripts/lib/postgres.mjs\n${settings.join('\n')}\n`);
  return folder;
}

/** The server in the foreground (for a supervisor): [command, args]; SIGINT stops it fast, SIGTERM when idle. */
export function postgresCommand(folder, dir) {
  return asServerUser(process.getuid?.() ?? -1, path.join(folder, 'postgres'), ['-D', path.resolve(dir)]);
}

/** Makes database `name` unless it exists (`url`: any database on the server). */
export async function createDatabase(url, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway cluster in `dir` (wiped first: nothing of an earlier run is reused), listening on 127.0.0.1:`port`.
 * `url(db)` names a database on it; `stop()` shuts it down fast.
 */
export async function startPostgres({ dir, port }) {
  const folder = initPostgres({ dir, port });
  const data = path.resolve(dir);
  const uid = process.getuid?.() ?? -1;
  // -w waits until the server accepts connections.
  const log = path.join(data, 'server.log');
  runChecked(folder, 'pg_ctl', ['start', '-D', data, '-l', log, '-w', '-t', '120'], `PostgreSQL on port ${port}`);
  return {
    url: (db = 'postgres') => serverUrl(port, db),
    stop: async () => {
      const [cmd, argv] = asServerUser(uid, path.join(folder, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w']);
      spawnSync(cmd, argv, { stdio: 'ignore' });
    },
  };
}
