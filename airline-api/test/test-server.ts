import { Blob } from 'node:buffer';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { setProofOfWorkForTests } from '../src/account/captcha-proof';
import { passwordCostForTests, setPasswordCostForTests } from '../src/account/secrets';
import { createClock } from '../src/clock';
import type { DatabaseOption } from '../src/db/client';
import { buildServer, type BuildOptions } from '../src/server';
import { TEST_DATABASE_URL, postgresDatabase, postgresTemplate } from './test-postgres';

/** Tests stand at 10:00 Beijing time on 2026-12-01 (02:00Z), so 'today' is 2026-12-01 at CAN. */
export const TEST_NOW = Date.parse('2026-12-01T02:00:00Z');
export const TODAY = '2026-12-01';
export const OPS_TOKEN = 'test-ops-token';
/** The web's visitor key in tests: callers that send it have their x-forwarded-for believed. */
export const VISITOR_KEY = 'test-visitor-key-0123456789';

/**
 * Per-test time limit of the database test files. Each file builds its own PGlite, and on a two-core CI
 * runner the files share the CPU, so Jest's 5 s default flakes; every such file sets this one. The PostgreSQL
 * pass of `npm test` runs beside the e2e shards (scripts/test.mjs), on what CPU they leave: twice as long.
 */
export const DB_TEST_TIMEOUT_MS = TEST_DATABASE_URL ? 30_000 : 15_000;
/**
 * Building a server in beforeAll: a fresh PGlite, migrated and seeded, and for the first file of a run on
 * a cold cache the compile of the whole service too (seen above 30 s on a busy two-core machine).
 */
export const SERVER_START_TIMEOUT_MS = 60_000;

/**
 * Jest runs modules in a vm context without dynamic import(), which PGlite uses for node builtins (and
 * Jest's createRequire is its own): tests load PGlite with Node's own loader, outside Jest's registry.
 * drizzle asks PGlite for dates as strings, so the other realm's Date never reaches the code.
 */
const nativeLoad = (Module as unknown as { _load: (request: string, parent: null, isMain: boolean) => unknown })._load;
const { PGlite } = nativeLoad(
  require.resolve('@electric-sql/pglite'),
  null,
  false,
) as typeof import('@electric-sql/pglite');

// Password hashes at scrypt N=2^14 in tests (production: 2^17, checked in account-hardening.test.ts), so
// files that log in dozens of times stay within their time limit on a shared two-core machine.
setPasswordCostForTests({ N: 2 ** 14, r: 8, p: 1 });
// The slider's proof of work at 500–1,500 hashes (production: 15,000–45,000, measured in captcha-attack.test.ts).
setProofOfWorkForTests({ min: 500, max: 1_500 });

/** A fresh in-memory database (seeded by the first server built on it). */
export function memoryDatabase(): InstanceType<typeof PGlite> {
  return new PGlite();
}

/** A database in a folder (kept across servers built on it; close it after the last one). */
export function folderDatabase(dir: string): InstanceType<typeof PGlite> {
  return new PGlite(dir);
}

const REPO = path.resolve(__dirname, '../..');
const SNAPSHOTS = path.join(REPO, '.data', 'jest-seed');

/** Every source file the migrations and the seed can reach (airline-api's and the shared lib), sorted. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|sql|json)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Names the seeded database these sources, the dependencies, this clock and this password cost (the demo
 * members' hashes) make: any change to them makes a new one.
 */
const keys = new Map<string, string>();
function snapshotKey(): string {
  const cost = JSON.stringify(passwordCostForTests());
  // Worked out once per test file (and cost): the sources do not change while it runs.
  const known = keys.get(cost);
  if (known) return known;
  const hash = createHash('sha256').update(`${TEST_NOW}\n${cost}\n`);
  // The lockfile stands for PGlite's and drizzle's versions.
  for (const file of [
    path.join(REPO, 'package-lock.json'),
    ...sourceFiles(path.join(REPO, 'airline-api/src')),
    ...sourceFiles(path.join(REPO, 'lib')),
  ]) {
    hash.update(path.relative(REPO, file)).update(fs.readFileSync(file));
  }
  const key = hash.digest('hex').slice(0, 24);
  keys.set(cost, key);
  return key;
}

/**
 * A fresh in-memory database already migrated and seeded as `testServer()` seeds one (sandbox on, the test
 * clock). Migrating and seeding take about 4 s of a file's time; the first file of a run does it once and
 * keeps the result under .data/jest-seed, keyed by the sources that make it, and every later database starts
 * from that copy. Each test still gets its own database.
 */
/** The copy's bytes, read once per test file however many servers it builds. */
let snapshot: { file: string; bytes: Buffer } | undefined;

async function seededDatabase(): Promise<InstanceType<typeof PGlite>> {
  const file = path.join(SNAPSHOTS, `${snapshotKey()}.tar`);
  if (!fs.existsSync(file)) {
    const fresh = memoryDatabase();
    const app = await buildServer({ ...serverDefaults(), database: { pglite: fresh } });
    await app.close();
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    fs.mkdirSync(SNAPSHOTS, { recursive: true });
    // Copies made from other sources are not used again.
    for (const old of fs.readdirSync(SNAPSHOTS)) {
      if (old.endsWith('.tar') && old !== path.basename(file)) fs.rmSync(path.join(SNAPSHOTS, old), { force: true });
    }
    // Workers may make it side by side: each writes its own file and the rename is atomic.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  if (snapshot?.file !== file) snapshot = { file, bytes: fs.readFileSync(file) };
  return new PGlite({ loadDataDir: new Blob([snapshot.bytes]) as unknown as globalThis.Blob });
}

/** Each server gets its own clock: the sandbox can move one. */
const serverDefaults = (): Partial<BuildOptions> => ({
  clock: createClock(() => TEST_NOW),
  opsToken: OPS_TOKEN,
  visitorKey: VISITOR_KEY,
  // The suites book many orders from loopback with one phone and member (decision 51's harness switch).
  unheldLoopback: true,
  logLevel: 'silent',
  // Tests run the expiry sweep and ticketing by hand (POST /sandbox/jobs/run), so they are deterministic.
  workerIntervalMs: 0,
});

/** A database a test owns: what to build servers on, and how to be rid of it after the last one closed. */
export type TestDatabase = { option: DatabaseOption; close: () => Promise<void> };

/**
 * A fresh, empty database on the engine under test: an in-memory PGlite, or with TEST_DATABASE_URL a database of
 * its own on that PostgreSQL server (decision 57). For tests that build several servers on one database or open
 * it themselves; close it after them.
 */
export async function testDatabase(): Promise<TestDatabase> {
  if (TEST_DATABASE_URL) {
    const own = await postgresDatabase();
    return { option: { url: own.url }, close: own.drop };
  }
  const pglite = memoryDatabase();
  return { option: { pglite }, close: () => pglite.close() };
}

/** PostgreSQL's counterpart of the seeded copy: a database made from a template seeded once per run. */
async function seededPostgres(): Promise<TestDatabase> {
  const template = await postgresTemplate(snapshotKey(), async (url) => {
    const app = await buildServer({ ...serverDefaults(), database: { url } });
    await app.close();
  });
  const own = await postgresDatabase(template);
  return { option: { url: own.url }, close: own.drop };
}

async function ownDatabase(seededAsUsual: boolean): Promise<TestDatabase> {
  if (TEST_DATABASE_URL) return seededAsUsual ? seededPostgres() : testDatabase();
  const pglite = seededAsUsual ? await seededDatabase() : memoryDatabase();
  return { option: { pglite }, close: () => pglite.close() };
}

/**
 * A server on its own database unless `database` is given; close it in afterAll. Its own database starts from
 * the seeded copy unless the server is built another way (sandbox off, another clock).
 */
export async function testServer(opts: Partial<BuildOptions> = {}): Promise<FastifyInstance> {
  if (opts.database) return buildServer({ ...serverDefaults(), ...opts });
  const own = await ownDatabase(opts.sandbox !== false && !opts.clock);
  let app: FastifyInstance;
  try {
    app = await buildServer({ ...serverDefaults(), database: own.option, ...opts });
  } catch (error) {
    await own.close();
    throw error;
  }
  // Fastify runs onClose hooks last-added first, so a hook of ours would drop the database while the server's
  // own hook still had its connections: the database goes once the server has wholly closed.
  const close = app.close.bind(app);
  app.close = (() => close().then(() => own.close())) as unknown as FastifyInstance['close'];
  return app;
}

export type Leg = { index?: number; dep: string; arr: string; date: string; depType?: string; arrType?: string };

/** The query string of calendarshopping / searchflight: one repeated flightCondition per leg. */
export function shopQuery(legs: Leg[], extra: Record<string, string | number> = {}): string {
  const p = new URLSearchParams({
    channelNo: 'B2C',
    language: 'zh_CN',
    currency: 'CNY',
    tripType: legs.length === 1 ? 'OW' : legs.length === 2 ? 'RT' : 'MT',
    adultCount: '1',
  });
  for (const [k, v] of Object.entries(extra)) p.set(k, String(v));
  legs.forEach((l, i) =>
    p.append(
      'flightCondition',
      JSON.stringify({
        index: l.index ?? i,
        depCode: l.dep,
        arrCode: l.arr,
        depDate: l.date,
        depCodeType: l.depType ?? 'CITY',
        arrCodeType: l.arrType ?? 'CITY',
      }),
    ),
  );
  return p.toString();
}
