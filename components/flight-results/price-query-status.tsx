'use client';

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
          <button type="button" className="text-brand-700 underline" onClick={onRetry}>
            {text.retry}
          </button>
        </>
      ) : isFetching ? (
        text.loading
      ) : null}
    </span>
  );
}
