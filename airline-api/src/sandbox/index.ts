import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { registerFaultControls } from './faults';
import { registerOauthPages } from './oauth';
import { registerOutbox } from './outbox';
import { registerPaymentPage } from './payment-page';
import { registerQrScanner } from './qr-scanner';
import { registerTicketingControls } from './ticketing';

/**
 * The sandbox stand-ins, registered only when the sandbox is on (otherwise every /sandbox path is 404).
 * Their HTML forms post urlencoded bodies, parsed here only.
 */
export function sandboxRoutes(s: Services) {
  return async function sandbox(app: FastifyInstance): Promise<void> {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    registerOutbox(app, s);
    registerOauthPages(app, s);
    registerQrScanner(app, s);
    registerPaymentPage(app, s);
    registerTicketingControls(app, s);
    registerFaultControls(app);
  };
}
