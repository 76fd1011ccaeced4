'use client';

import { Button } from '@/components/ui/button';

type Props = {
  query: { isError: boolean; isFetching: boolean; retry: () => void };
  /** The strip's or the calendar's words. */
  t: (key: 'error' | 'retry' | 'loading') => string;
};

/** The price strip's and the calendar's live status: loading, or the failure with a way to try again. */
export function PriceQueryStatus({ query, t }: Props) {
  return (
    <span role="status">
      {query.isError ? (
        <>
          {t('error')}{' '}
          <Button variant="link" onClick={query.retry}>
            {t('retry')}
          </Button>
        </>
      ) : query.isFetching ? (
        t('loading')
      ) : null}
    </span>
  );
}
