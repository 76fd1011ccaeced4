import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';
import { fileLength } from './eslint/file-length.mjs';
import { packageDenyLists } from './eslint/package-deny-lists.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Every folder of components/ but ui is a feature; read from disk, so a new one (checkin, …) is covered at once. */
const FEATURES = fs
  .readdirSync(path.join(ROOT, 'components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'ui')
  .map((entry) => entry.name)
  .sort();

/**
 * What the browser may reach in lib/: everything else of lib (lib/upstream, lib/bff-server, lib/session*,
 * lib/env, lib/logger, lib/maintenance, lib/member) is server-only.
 */
const BROWSER_LIB = [
  'lib/bff-client',
  'lib/contract',
  'lib/domain',
  'lib/schemas',
  'lib/i18n',
  'lib/member-hint.ts',
  'lib/browser-cookie.ts',
  'lib/offline-pass.ts',
  'lib/draft',
];
const SERVER_ONLY_LIB = 'lib/upstream, lib/bff-server, lib/session*, lib/env, lib/logger, lib/maintenance, lib/member';

/**
 * An allow-list zone: files under `target` may import the project paths in `allowed` and packages
 * (node_modules); every other file of the project is refused. Imports are resolved first (tsconfig paths
 * and relative paths alike), so `@/lib/upstream/shop` and `../../lib/upstream/shop` are the same import.
 */
function only(target, allowed, message) {
  return { target, from: '.', except: ['node_modules', ...allowed], message };
}

/**
 * docs/architecture.md "Import direction", enforced here rather than by goodwill. Zones add up: a file
 * under several targets must satisfy each. `tests` lets test files also read the message files as fixtures.
 */
function boundaryZones({ tests }) {
  const messages = tests ? ['messages'] : [];
  return [
    only(
      'components',
      ['components', ...BROWSER_LIB, ...messages],
      `components may import only components, packages and the browser-safe lib (${BROWSER_LIB.join(', ')}); ` +
        `never server-only code (${SERVER_ONLY_LIB}), app/, proxy or airline-api: pass data from the page.`,
    ),
    {
      target: 'components/ui',
      from: 'components',
      except: ['ui'],
      message: 'components/ui holds primitives: it imports no feature folder of components.',
    },
    ...FEATURES.map((feature) => ({
      target: `components/${feature}`,
      from: 'components',
      except: [feature, 'ui'],
      message: `features do not import each other: components/${feature} may import itself and components/ui; move shared pieces to components/ui or lib.`,
    })),
    only(
      'app/api',
      ['app/api', 'lib'],
      'route handlers (app/api) import lib and app/api only; never components, pages or airline-api.',
    ),
    only('lib', ['lib', 'messages'], 'lib never imports components, app, proxy or airline-api.'),
    // So that components cannot reach server code through lib either. lib/contract and lib/domain have
    // stricter zones below; lib/i18n also holds the server's request config and page metadata.
    only(
      BROWSER_LIB.filter((p) => !['lib/contract', 'lib/domain', 'lib/i18n'].includes(p)),
      BROWSER_LIB,
      `browser-safe lib imports only the browser-safe lib (${BROWSER_LIB.join(', ')}); never server-only code.`,
    ),
    only(
      'lib/domain',
      ['lib/domain', 'lib/contract'],
      'lib/domain is pure: it imports only lib/domain and lib/contract of the project.',
    ),
    only(
      'lib/contract',
      ['lib/contract', 'lib/domain'],
      'lib/contract is the wire format: it imports only lib/contract and lib/domain of the project.',
    ),
    only(
      'airline-api',
      ['airline-api', 'lib/contract', 'lib/domain'],
      'airline-api imports only itself, lib/contract and lib/domain of the web side.',
    ),
    ...apiZones,
  ];
}

/** airline-api's own folders but the sandbox: product code that reaches third parties through ports. */
const API_PRODUCT = fs
  .readdirSync(path.join(ROOT, 'airline-api/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'sandbox')
  .map((entry) => `airline-api/src/${entry.name}`);

/** Inside airline-api: pure rules stay pure, and the product never depends on its sandbox stand-ins. */
const apiZones = [
  only(
    'airline-api/src/domain',
    ['airline-api/src/domain', 'airline-api/src/errors.ts', 'lib/contract', 'lib/domain'],
    'airline-api/src/domain holds pure rules: no database, services or routes (they live beside the services).',
  ),
  {
    target: API_PRODUCT,
    from: 'airline-api/src/sandbox',
    message:
      'product code does not import the sandbox: it names a port (PaymentGateway, CodeDelivery, …) and server.ts plugs the sandbox in.',
  },
];

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * Next's entry files (pages, layouts, route handlers, the proxy) and tests are imported by no module of the
 * project: a cycle through one is still reported on its other members. Skipping them halves no-cycle's cost,
 * as each such leaf would walk the whole import graph again.
 */
const CYCLE_LEAVES = [
  ...TEST_FILES,
  'tests/**',
  'app/**/{page,layout,template,loading,error,global-error,not-found,default,route}.{ts,tsx}',
  'app/*.ts',
  'proxy.ts',
];

const boundaries = [
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones({ tests: false }) }],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'import/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones({ tests: true }) }],
    },
  },
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx}'],
    ignores: CYCLE_LEAVES,
    settings: {
      // no-cycle builds the whole import graph; packages cannot import us back, so they are never parsed
      // (without this it parses node_modules too: minutes, and pglite's bundle overflows the parser).
      'import/ignore': ['node_modules'],
    },
    rules: {
      // Value-import cycles only (type imports are skipped); packages are not walked.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...packageDenyLists,
];

/**
 * Messages are precompiled at build time: only the next-intl request config and the BFF's translator read the files.
 * Intl formatters come from lib/domain/intl-cache.ts.
 */
const messagesOnlyThroughIntl = {
  files: ['app/**', 'components/**', 'lib/**'],
  ignores: ['lib/i18n/request.ts', 'lib/bff-server/respond.ts', '**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'ImportDeclaration[source.value=/messages\\/(zh-CN|en-US)\\.json$/]',
        message:
          'Read messages through next-intl (useTranslations, getTranslations) or localizedMessage() in lib/bff-server/respond.ts.',
      },
      {
        // Making a formatter costs far more than formatting with it (issue 16): reuse them.
        selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]",
        message: 'Use dateTimeFormat() / numberFormat() from lib/domain/intl-cache.ts: they make each formatter once.',
      },
    ],
  },
};

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      '.bench/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'airline-api/src/db/migrations/**',
    ],
  },
  ...coreWebVitals,
  ...typescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  ...boundaries,
  messagesOnlyThroughIntl,
  fileLength,
];

export default config;
