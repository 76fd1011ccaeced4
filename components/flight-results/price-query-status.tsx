'use client';

import { Button } from '@/components/ui/button';

type Props = {
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  text: { error: string; retry: string; loading: string };
};

/** The price strip's and the calendar's live status: loading, or the failure with a way to try again. */
export function PriceQueryStatus({ isError, isFetching, onRetry, text }: Props) {
  return (
    <span role="status">
      {isError ? (
        <>
          {text.error}{' '}
          <Button variant="link" onClick={onRetry}>
            {text.retry}
          </Button>
        </>
      ) : isFetching ? (
        text.loading
      ) : null}
    </span>
  );
}
