import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const FEATURES = [
  'flight-search',
  'flight-results',
  'booking',
  'shell',
  'content',
  'member',
  'checkin',
  'account',
  'order',
];

/** ARCHITECTURE "Import direction", enforced here rather than by goodwill. */
const boundaries = [
  {
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/upstream/*', '@/lib/session', '@/lib/env', '@/lib/logger', '@/lib/bff-server/*'],
              message: 'components never reach upstream or server-only code; pass data from the page',
            },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`components/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/upstream/*', '@/lib/session', '@/lib/env', '@/lib/logger', '@/lib/bff-server/*'],
              message: 'components never reach upstream or server-only code',
            },
            {
              group: FEATURES.filter((f) => f !== feature).map((f) => `@/components/${f}/*`),
              message: 'features do not import each other; move shared pieces to components/ui',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['lib/domain/**', 'lib/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/app/*',
                '@/components/*',
                '@/lib/upstream/*',
                '@/lib/bff-server/*',
                '@/lib/i18n/*',
                '@/lib/session*',
                '@/lib/env',
                '@/lib/logger',
                '@/airline-api/*',
                'next',
                'next/*',
                'react',
              ],
              message: 'lib/domain and lib/contract are pure: they import nothing of the project but each other',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['airline-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/app/*',
                '@/components/*',
                '@/lib/upstream/*',
                '@/lib/bff-server/*',
                '@/lib/i18n/*',
                '@/lib/session*',
                '@/lib/env',
                '@/lib/logger',
                '@/lib/schemas/*',
                'next',
                'next/*',
              ],
              message: 'airline-api imports only lib/domain and lib/contract from the web side',
            },
          ],
        },
      ],
    },
  },
];

/** Messages are precompiled at build time: only the next-intl request config and the BFF's translator read the files. */
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
];

export default config;
