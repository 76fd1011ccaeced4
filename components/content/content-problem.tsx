import { getTranslations } from 'next-intl/server';

/** What a reader sees when the CMS cannot answer: a clear message and a way to try again. */
export async function ContentProblem({ retryHref }: { retryHref: string }) {
  const t = await getTranslations('Content');
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p>{t('loadFailed')}</p>
      <a href={retryHref} className="mt-2 inline-block font-medium text-brand-700 underline">
        {t('retry')}
      </a>
    </div>
  );
}
