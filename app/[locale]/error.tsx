'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { ErrorReference } from '@/components/shell/error-reference';
import { Button } from '@/components/ui/button';

/** An unexpected failure while rendering: a clear message and a way on, never a blank page. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  const common = useTranslations('Common');
  const meta = useTranslations('Metadata');
  const router = useRouter();
  useEffect(() => {
    console.error(error.digest ?? 'page error');
  }, [error]);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
      <title>{meta('errorTitle')}</title>
      <h1 className="text-2xl font-semibold">{t('heading')}</h1>
      <p className="mt-3 text-slate-600">{t('body')}</p>
      <ErrorReference digest={error.digest} />
      <Button
        // The failure was on the server (an upstream fault): ask it again, then render the page anew.
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
        className="mt-6"
      >
        {common('retry')}
      </Button>
    </section>
  );
}
