import { buttonClass } from '@/components/ui/button';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { Link } from '@/lib/i18n/navigation';

/**
 * What a check-in page says when airline-api could not be read (spec §8: never a crash or a blank page): the
 * page's own line and a plain link that loads the page again.
 */
export function CheckInLoadFailed({
  message,
  reloadHref,
  reloadLabel,
}: {
  message: string;
  reloadHref: string;
  reloadLabel: string;
}) {
  return (
    <ReloadAlert message={message} reloadHref={reloadHref} reloadLabel={reloadLabel} testId="check-in-load-failed" />
  );
}

/**
 * A trip this browser may not see: no login and no proof in the seal (or another's order). Says how to find it
 * (/checkIn), the same whether the order exists or not.
 */
export function TripNotAvailable({ heading, hint, linkLabel }: { heading: string; hint: string; linkLabel: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="check-in-no-access">
      <h1 className="text-2xl font-semibold text-slate-900">{heading}</h1>
      <p className="mt-3 text-slate-700">{hint}</p>
      <Link href="/checkIn" className={buttonClass({ variant: 'primary' }, 'mt-6')}>
        {linkLabel}
      </Link>
    </section>
  );
}

/**
 * A trip airline-api refuses to check in online (its ticket refunded or changed, its flight unknown …): the
 * reason in the page's language, what to do instead, and the way back to the trips (issue 28 §3).
 */
export function TripRefused({
  heading,
  reason,
  hint,
  linkLabel,
}: {
  heading: string;
  reason: string;
  hint: string;
  linkLabel: string;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="check-in-refused">
      <h1 className="text-2xl font-semibold text-slate-900">{heading}</h1>
      <p role="alert" className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900">
        {reason}
      </p>
      <p className="mt-3 text-slate-700">{hint}</p>
      <Link href="/checkIn" className={buttonClass({ variant: 'primary' }, 'mt-6')}>
        {linkLabel}
      </Link>
    </section>
  );
}
