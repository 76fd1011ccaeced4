import type { getTranslations } from 'next-intl/server';

/**
 * Messages are typed from messages/zh-CN.json (global.d.ts): the type check is this test. `npm run
 * typecheck` fails when a `@ts-expect-error` below stops being an error.
 */
type CommonTranslator = Awaited<ReturnType<typeof getTranslations<'Common'>>>;

export function useKeys(t: CommonTranslator) {
  t('skipToContent');
  // @ts-expect-error a key that is not in the namespace
  t('skipToContents');
  // @ts-expect-error a key of another namespace
  t('homeTitle');
}

it('is checked by the type checker', () => {
  expect(typeof useKeys).toBe('function');
});
