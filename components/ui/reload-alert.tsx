/**
 * What a page says when its upstream read failed (spec §8: never a crash or a blank page): the page's own line
 * and a plain link that loads the page again.
 */
export function ReloadAlert({
  message,
  reloadHref,
  reloadLabel,
  testId,
}: {
  message: string;
  reloadHref: string;
  reloadLabel: string;
  testId?: string;
}) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800" data-testid={testId}>
      <p>{message}</p>
      <a href={reloadHref} className="mt-2 inline-flex min-h-6 items-center underline">
        {reloadLabel}
      </a>
    </div>
  );
}

/** The same failure where loading the page again is no help (the page's own line says what to do). */
export function FailedAlert({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
      {message}
    </p>
  );
}
