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
