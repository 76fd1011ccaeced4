import type { OutsideSystems } from '../services';
import { outboxDelivery } from './outbox-delivery';
import { sandboxPaymentGateway } from './payment-page';
import { sandboxTicketingFaults } from './ticketing-failures';

/** What the sandbox plugs into the product's ports when it is on. */
export const sandboxStandIns: OutsideSystems = {
  paymentGateway: sandboxPaymentGateway,
  codeDelivery: outboxDelivery,
  ticketingFaults: sandboxTicketingFaults,
};
