import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages Jest must transform (docs/architecture.md "Stack notes"): next/jest only appends to the ignore list,
// so the list is replaced after the config resolves.
const esmOnly = [
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
  '@schummar',
  'iron-session',
  'iron-webcrypto',
  'uint8array-extras',
  'cookie',
];

const base = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/tests/e2e/', '/.data/'],
};

/**
 * airline-api's database test files: those that build their database through the harness in airline-api/test
 * (test-server.ts and the scenes on it). With TEST_DATABASE_URL they are the run, on PostgreSQL (decision 57): those
 * marked `// @postgres` (the migrations, the seed, every concurrency guard and the queue), or all of them with
 * TEST_POSTGRES_ALL=1.
 */
function databaseTestFiles() {
  const root = fileURLToPath(new URL('./airline-api/src', import.meta.url));
  const all = process.env.TEST_POSTGRES_ALL === '1';
  return readdirSync(root, { recursive: true })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(root, f))
    .filter((f) => {
      const source = readFileSync(f, 'utf8');
      return /from '(\.\.\/)+test\//.test(source) && (all || source.startsWith('// @postgres'));
    });
}

const postgresProjects = () => [
  {
    displayName: 'node-postgres',
    testEnvironment: 'node',
    testMatch: databaseTestFiles(),
    setupFilesAfterEnv: ['<rootDir>/airline-api/test/one-query-at-a-time.ts'],
  },
];

const defaultProjects = [
  {
    displayName: 'node',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.test.ts'],
  },
  {
    displayName: 'dom',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  },
];

export default async function config() {
  const projects = process.env.TEST_DATABASE_URL ? postgresProjects() : defaultProjects;
  const resolved = await Promise.all(
    projects.map(async (project) => {
      const c = await createJestConfig({ ...base, ...project })();
      c.transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
      delete c.setupFilesAfterEach;
      return c;
    }),
  );
  // Jest's default leaves a core free (one worker on a two-core machine, so the files ran one after another).
  // The database files are CPU-bound and nothing else runs beside the suite: use every core.
  return { projects: resolved, maxWorkers: availableParallelism() };
}
