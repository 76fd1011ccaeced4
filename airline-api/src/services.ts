import type { WebRevalidator } from './cms-changes';
import type { CodeDelivery } from './account/code-delivery';
import type { PaymentGateway } from './booking/payment-gateway';
import type { OrderTypeViews } from './booking/order-types';
import type { TicketingFaults } from './booking/ticketing-faults';
import type { Clock } from './clock';
import type { Db } from './db/client';
import type { Network } from './domain/network';
import type { RiskRecorder } from './risk/recorder';

/**
 * The outside systems product code reaches through ports it defines. The sandbox plugs in stand-ins
 * (AIRLINE_SANDBOX); without it there are none, and the features that need them answer accordingly.
 */
export type OutsideSystems = {
  paymentGateway: PaymentGateway | undefined;
  codeDelivery: CodeDelivery | undefined;
  ticketingFaults: TicketingFaults | undefined;
};

export const NO_OUTSIDE_SYSTEMS: OutsideSystems = {
  paymentGateway: undefined,
  codeDelivery: undefined,
  ticketingFaults: undefined,
};

/** What route handlers share: built once by buildServer. */
export type Services = OutsideSystems & {
  db: Db;
  network: Network;
  clock: Clock;
  risk: RiskRecorder;
  opsToken: string | undefined;
  /** Tells the web instances which cached content changed (cms-changes.ts); unset in tests: nothing is sent. */
  revalidateWeb?: WebRevalidator;
  /** Base URL browsers reach airline-api at (QR content); unset: the request's own host. */
  publicUrl: string | undefined;
  /** The storefront's public origin (PUBLIC_SITE_URL): the links of the traveller's notices (decision 47). */
  siteOrigin: string;
  /** Hosts besides loopback that browsers may be sent back to (payment returns, sandbox OAuth pages). */
  redirectHosts: string[];
  /** Whether the sandbox's stand-ins and controls are on (the health answer says so). */
  sandbox: boolean;
  /** Test harnesses with the sandbox: loopback is not held to the unpaid-hold limits (decision 51). */
  unheldLoopback: boolean;
  /** How the order views show the order types features add (order-types.ts). */
  orderTypes: OrderTypeViews;
  /** The web's proof that a forwarded visitor address is its own reading (VISITOR_FORWARD_SECRET). */
  visitorKey: string | undefined;
};
