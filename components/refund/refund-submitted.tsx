import type { RefundApplication } from '@/lib/contract/refund';
import { Link } from '@/lib/i18n/navigation';
import { RefundTracker } from './refund-tracker';

/**
 * What a refund form turns into once the application is made (a ticket's or an add-on's): the confirmation, the
 * application's tracker, and the way back to the order.
 */
export function RefundSubmitted({
  application,
  locale,
  message,
  orderHref,
  backLabel,
  testId,
}: {
  application: RefundApplication;
  locale: string;
  message: string;
  orderHref?: string;
  backLabel: string;
  testId: string;
}) {
  return (
    <div className="space-y-4" data-testid={testId}>
      <p role="status" className="rounded-md bg-green-50 p-4 font-semibold text-green-900">
        {message}
      </p>
      <RefundTracker application={application} locale={locale} />
      {orderHref && (
        <Link href={orderHref} className="inline-flex min-h-6 items-center text-brand-700 underline">
          {backLabel}
        </Link>
      )}
    </div>
  );
}
