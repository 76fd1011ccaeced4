import { expiryDue, expirySweep, noticesDue, noticeSweep, ticketingDue, ticketingSweep } from '../booking/workers';
import { invoicesDue, issueDueInvoices } from '../e-invoice/issue-due';
import { runReminderCheck } from '../low-price-reminders/check';
import type { Services } from '../services';
import { settlementDue, settleTransfers } from '../wallet/transfers';

/** One kind of work airline-api does in the background, as a pg-boss queue (decision 61). */
export type JobQueue = {
  name: string;
  /** The work of one job; its answer is kept as the job's output. It must be safe to run twice. */
  run: (s: Services, data: object) => Promise<object | null>;
  /**
   * A sweep over a domain table: whether there is work now. The poller queues a job only then, and drain() always
   * queues one. Without it the queue runs only the jobs sent to it (and its cron's).
   */
  due?: (s: Services) => Promise<boolean>;
  /** pg-boss's schedule (UTC cron), while polling. */
  cron?: string;
  /**
   * 'short': one job waiting at a time, so the poller's repeated sends fold into one. Sweeps may run on two
   * instances at once (each row they act on is claimed on its own), so a dead instance's job holds nobody up.
   */
  policy: 'standard' | 'short';
  /** Attempts after the first (with backoff), then the job stays failed and shows in `npm run ops -- jobs`. */
  retryLimit: number;
  /** A job running longer than this is taken as dead (its worker stopped) and retried by another instance. */
  expireInSeconds: number;
};

/** The low-price reminder check's queue (decision 27): every 5 minutes, and on demand. */
export const REMINDER_CHECK_QUEUE = 'low-price-reminder-check';

/**
 * Every queue, in the order drain() runs them: expiry first (an order past its deadline is not ticketed), then
 * ticketing (which queues the confirmation's and the add-ons' notices), then the notices.
 */
export const JOB_QUEUES: readonly JobQueue[] = [
  { name: 'booking-expiry', run: expirySweep, due: expiryDue, policy: 'short', retryLimit: 5, expireInSeconds: 300 },
  { name: 'ticketing', run: ticketingSweep, due: ticketingDue, policy: 'short', retryLimit: 5, expireInSeconds: 600 },
  {
    name: 'notice-dispatch',
    run: noticeSweep,
    due: noticesDue,
    policy: 'short',
    retryLimit: 5,
    expireInSeconds: 300,
  },
  // The sandbox bank settles wallet top-ups and withdrawals once due (decision 64).
  {
    name: 'wallet-settlement',
    run: async (s) => ({ settled: await settleTransfers(s) }),
    due: settlementDue,
    policy: 'short',
    retryLimit: 5,
    expireInSeconds: 300,
  },
  // Electronic invoices are issued and mailed on their day (spec §9, decision 71).
  {
    name: 'e-invoice-issue',
    run: issueDueInvoices,
    due: invoicesDue,
    policy: 'short',
    retryLimit: 5,
    expireInSeconds: 300,
  },
  {
    name: REMINDER_CHECK_QUEUE,
    run: runReminderCheck,
    cron: '*/5 * * * *',
    policy: 'standard',
    retryLimit: 2,
    expireInSeconds: 600,
  },
];
