/** Types of supervisor.mjs (plain JavaScript, so `npm start` runs it with node alone). */
import type { SpawnOptions } from 'node:child_process';

export type Backoff = { firstMs: number; maxMs: number; stableMs: number };
export const BACKOFF: Backoff;
export const STOP_GRACE_MS: number;
export function backoffDelay(n: number, backoff?: Pick<Backoff, 'firstMs' | 'maxMs'>): number;

/** What the supervisor needs of a child process. */
export type SupervisedChild = {
  pid?: number;
  on(event: 'exit', listener: (code: number | null, signal: string | null) => void): unknown;
  on(event: 'error', listener: (error: { code?: string }) => void): unknown;
};

export type SupervisorOptions = {
  spawn?: (command: string, args: string[], options: SpawnOptions) => SupervisedChild;
  kill?: (pid: number, signal: string) => unknown;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: never) => void;
  log?: (line: string) => void;
  exit?: (code: number) => void;
  pidDir?: string;
  backoff?: Backoff;
  graceMs?: number;
};

export type Supervisor = {
  supervise(name: string, command: string, args?: string[], env?: Record<string, string | undefined>): unknown;
  pid(name: string): number | undefined;
  stop(code?: number): void;
  stopOnSignals(signals?: NodeJS.Signals[]): void;
};

export function createSupervisor(options?: SupervisorOptions): Supervisor;
