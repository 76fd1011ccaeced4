import type { FastifyInstance } from 'fastify';
import type { Jobs } from '../jobs/boss';
import type { Services } from '../services';
import { registerVoucherPostDesk } from '../routes/reimbursement-vouchers';
import { registerServiceRequestDesk } from '../routes/service-requests';
import { registerCounterCheckIn } from './check-in-counter';
import { registerSandboxClock } from './clock';
import { registerFaultControls } from './faults';
import { registerFlashSaleCrowd } from './flash-sale-crowd';
import { registerFlightStatusControl } from './flight-status';
import { acceptFormPosts } from './form-posts';
import { registerLedger } from './ledger';
import { loopbackOnly } from './loopback-only';
import { registerOauthPages } from './oauth';
import { registerOutbox } from './outbox';
import { registerPaymentPage } from './payment-page';
import { registerQrScanner } from './qr-scanner';
import { registerRefundDesk } from './refund-desk';
import { registerReminderControls } from './reminders';
import { registerSeatFareControls } from './seat-fares';
import { registerSpecialDocumentReview } from './special-document-review';
import { registerTicketingControls } from './ticketing';
import { registerWalletControl } from './wallet';

/**
 * The sandbox's routes (off: every /sandbox path is 404). Its controls (clock, outbox, faults, ticketing, reviews)
 * answer callers on this machine only; the pages of the outside systems are for browsers.
 */
export async function registerSandbox(app: FastifyInstance, s: Services, jobs: Jobs): Promise<void> {
  await app.register(async (controls) => {
    controls.addHook('onRequest', loopbackOnly);
    registerSandboxClock(controls, s);
    registerOutbox(controls, s);
    registerSpecialDocumentReview(controls, s);
    registerTicketingControls(controls, s, jobs);
    registerFlightStatusControl(controls, s);
    registerCounterCheckIn(controls, s);
    registerSeatFareControls(controls, s);
    registerRefundDesk(controls, s);
    registerWalletControl(controls, s);
    registerLedger(controls, s);
    registerReminderControls(controls, s, app.reminderJobs);
    registerServiceRequestDesk(controls, s);
    registerVoucherPostDesk(controls, s);
    registerFaultControls(controls);
    registerFlashSaleCrowd(controls, s);
  });
  await app.register(async (pages) => {
    acceptFormPosts(pages);
    registerOauthPages(pages, s);
    registerQrScanner(pages, s);
    registerPaymentPage(pages, s);
  });
}
