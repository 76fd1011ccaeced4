import { useLocale } from 'next-intl';
import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import type { RefundApplication } from '@/lib/contract/refund';
import { Link } from '@/lib/i18n/navigation';
import { RefundTracker } from './refund-tracker';

/**
 * What a refund form turns into once the application is made (a ticket's or an add-on's): the confirmation, the
 * application's tracker, and the way back to the order. The form was long and its button low on the page, so the
 * confirmation takes the focus and the view when it appears (a screen reader reads it, a phone shows it).
 */
export function RefundSubmitted({
  application,
  words,
  orderHref,
}: {
  application: RefundApplication;
  /** The form's own words: the confirmation and the way back. */
  words: (key: 'submitted' | 'backToOrder') => string;
  orderHref?: string;
}) {
  const locale = useLocale();
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    confirmation.current?.focus({ preventScroll: true });
    confirmation.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <div className="space-y-4">
      <p
        ref={confirmation}
        tabIndex={-1}
        role="status"
        className="scroll-mt-4 rounded-md bg-green-50 p-4 font-semibold text-green-900"
      >
        {words('submitted')}
      </p>
      <RefundTracker application={application} locale={locale} />
      {orderHref && (
        <Link href={orderHref} className="inline-flex min-h-6 items-center text-brand-700 underline">
          {words('backToOrder')}
        </Link>
      )}
    </div>
  );
}

/** A refund form (a ticket's or an add-on's): its intro, which describes the form, then its steps. */
export function RefundFormFrame({
  id,
  onSubmit,
  intro,
  children,
}: {
  id: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  intro: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-sm text-slate-700">
        {intro}
      </p>
      {children}
    </form>
  );
}
