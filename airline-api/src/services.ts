import type { Clock } from './clock';
import type { Db } from './db/client';
import type { Network } from './domain/network';
import type { RiskRecorder } from './risk/recorder';

/** What route handlers share: built once by buildServer. */
export type Services = {
  db: Db;
  network: Network;
  clock: Clock;
  risk: RiskRecorder;
  sandbox: boolean;
  opsToken: string | undefined;
  /** Base URL browsers reach airline-api at (QR content); unset: the request's own host. */
  publicUrl: string | undefined;
  /** Hosts besides loopback that the sandbox OAuth pages may redirect back to. */
  redirectHosts: string[];
};
