import { useTranslations } from 'next-intl';
import type { RefundApplication, RefundStatus } from '@/lib/contract/refund';
import { formatMoney } from '@/lib/i18n/format';
import { formatRefundTime } from './refund-format';

type Props = { application: RefundApplication; locale: string };

type Step = { key: 'SUBMITTED' | 'APPROVED' | 'PAID_BACK' | 'REJECTED'; at: string | null; done: boolean };

/** Spec §3/§9: submitted → approved → paid back, or submitted → rejected. */
function stepsOf(application: RefundApplication): Step[] {
  const { status, submittedAt, approvedAt, paidAt } = application;
  const submitted: Step = { key: 'SUBMITTED', at: submittedAt, done: true };
  if (status === 'REJECTED') return [submitted, { key: 'REJECTED', at: null, done: true }];
  const reached = (s: RefundStatus) => s === 'APPROVED' || s === 'PAID_BACK';
  return [
    submitted,
    { key: 'APPROVED', at: approvedAt, done: reached(status) },
    { key: 'PAID_BACK', at: paidAt, done: status === 'PAID_BACK' },
  ];
}

/**
 * One refund application as the traveller follows it (spec §3 refund application, §9 'refund arrives 7 to 15
 * working days after approval'): its steps with their dates in the airline's zone (Beijing time), the type and
 * reason (or, for add-ons refunded alone, decision 26, which add-ons), the amount and points, the route the money goes
 * back by, and once approved the days it is due between.
 * No state of its own: rendered on the server by the member's order page and in the browser by the refund form.
 */
export function RefundTracker({ application, locale }: Props) {
  const t = useTranslations('RefundTracker');
  const steps = stepsOf(application);
  const current = steps.findLastIndex((s) => s.done);
  const money = formatMoney(application.amount, application.currency, locale);
  const addOns = application.addOns ?? [];
  const names = [
    ...new Set([...application.lines.map((line) => line.name), ...addOns.flatMap((a) => a.passengerName ?? [])]),
  ];
  return (
    <article
      className="min-w-0 rounded-md border border-slate-200 p-3 text-sm"
      aria-labelledby={`refund-${application.refundNo}`}
      data-testid="refund-tracker"
    >
      <h3 id={`refund-${application.refundNo}`} className="font-semibold break-words text-slate-900">
        {t('refundNo', { refundNo: application.refundNo })}
      </h3>
      <p className="mt-1 text-slate-700">
        {addOns.length > 0 ? (
          // Add-ons refunded alone (decision 26): no type or reason was asked.
          t('addOnsType')
        ) : (
          <>
            {t(`type.${application.refundType}`)} · {t(`reason.${application.reason}`)}
            {application.note ? ` · ${application.note}` : ''}
          </>
        )}
      </p>
      <ol className="mt-3 grid gap-2 sm:grid-cols-3" aria-label={t('progress')} data-testid="refund-steps">
        {steps.map((step, i) => {
          const rejected = step.key === 'REJECTED';
          const tone = !step.done
            ? 'border-slate-300 text-slate-600'
            : rejected
              ? 'border-red-700 bg-red-50 text-red-900'
              : 'border-brand-700 bg-brand-50 text-slate-900';
          return (
            <li
              key={step.key}
              aria-current={i === current ? 'step' : undefined}
              className={`rounded-md border px-3 py-2 ${tone}`}
              data-testid={`refund-step-${step.key}`}
              data-done={step.done}
            >
              <span className="block font-medium">
                {t(`step.${step.key}`)}
                {!step.done && <span className="font-normal"> · {t('pending')}</span>}
              </span>
              {step.at && <span className="block text-xs">{formatRefundTime(step.at, locale)}</span>}
              {rejected && application.rejectedReason && (
                <span className="block text-xs">{t('rejectedReason', { reason: application.rejectedReason })}</span>
              )}
            </li>
          );
        })}
      </ol>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt id={`refund-${application.refundNo}-amount`} className="text-slate-700">
          {t('amount')}
        </dt>
        <dd
          aria-labelledby={`refund-${application.refundNo}-amount`}
          className="font-semibold text-slate-900"
          data-testid="refund-amount"
        >
          {money}
        </dd>
        {application.points > 0 && (
          <>
            <dt className="text-slate-700">{t('points')}</dt>
            <dd>{t('pointsValue', { points: application.points })}</dd>
          </>
        )}
        <dt className="text-slate-700">{t('channelLabel')}</dt>
        <dd>{t(`channel.${application.channel}`)}</dd>
        {addOns.length > 0 && (
          <>
            <dt id={`refund-${application.refundNo}-add-ons`} className="text-slate-700">
              {t('addOnsLabel')}
            </dt>
            <dd aria-labelledby={`refund-${application.refundNo}-add-ons`} className="break-words">
              {addOns
                .map((a) => [t(`addOnKind.${a.kind}`), a.seatNo].filter(Boolean).join(' '))
                .join(t('addOnsSeparator'))}
            </dd>
          </>
        )}
        {names.length > 0 && (
          <>
            <dt className="text-slate-700">{t('passengers')}</dt>
            <dd className="break-words">{names.join(', ')}</dd>
          </>
        )}
      </dl>
      {application.status === 'APPROVED' && application.dueFrom && application.dueBy && (
        <p className="mt-3 rounded-md bg-amber-50 p-2 text-amber-900" data-testid="refund-due">
          {t('due', { dueFrom: application.dueFrom, dueBy: application.dueBy })}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-600">{t('timeZone')}</p>
    </article>
  );
}

/** Every application of an order, newest first, or nothing. */
export function RefundTrackerList({ applications, locale }: { applications: RefundApplication[]; locale: string }) {
  if (applications.length === 0) return null;
  return (
    <ul className="space-y-3" data-testid="refund-trackers">
      {applications.map((application) => (
        <li key={application.refundNo}>
          <RefundTracker application={application} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
