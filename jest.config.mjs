import { availableParallelism } from 'node:os';
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

const projects = [
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
