// Packages are not project paths, so where a folder may not use one it is a deny list (eslint.config.mjs).
export const packageDenyLists = [
  {
    files: ['lib/domain/**', 'lib/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next', 'next/*', 'react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'lib/domain and lib/contract are pure: no Next.js or React',
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
          patterns: [{ group: ['next', 'next/*'], message: 'airline-api is not part of the Next.js app' }],
        },
      ],
    },
  },
  /* Decision 63: links prefetch on intent; next/link itself only inside the site's Link. */
  {
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use Link from '@/lib/i18n/navigation' (or PlainLink from '@/lib/i18n/intent-link').",
            },
          ],
        },
      ],
    },
  },
];
