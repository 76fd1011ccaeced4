// Starting and stopping the site's processes under one supervisor (scripts/lib/supervisor.mjs, decision 55):
// each in its own process group so nothing is left listening (stopping `next start` by its launcher pid can
// leave next-server listening); one that dies is started again with backoff, and Ctrl-C stops them all.
import { createSupervisor } from './supervisor.mjs';

/**
 * The production web process's command line after node: a young generation of 32 MB semi-spaces (V8's default is
 * 16) halves how often it collects while rendering pages, about a tenth of a new results page's CPU (decision 76).
 */
export const webServerArgs = (port, nodeFlags = []) => [
  '--max-semi-space-size=32',
  ...nodeFlags,
  'scripts/web-server.mjs',
  '-p',
  String(port),
];

// Made at the first start, not on import: a script that only borrows waitForHttp keeps its own signal handling.
let supervisor;

/** Starts `command args` as `name` and keeps it running (restarted with backoff when it exits) until stopAll(). */
export function startProcess(name, command, args, env) {
  if (!supervisor) {
    supervisor = createSupervisor();
    supervisor.stopOnSignals();
  }
  return supervisor.supervise(name, command, args, env);
}

/** Stops every process, then exits with `exitCode`. */
export function stopAll(exitCode = 0) {
  if (supervisor) supervisor.stop(exitCode);
  else process.exit(exitCode);
}

export async function waitForHttp(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

/** Whether airline-api's sandbox is on, as its health answer says (false when it does not say). */
export async function upstreamSandbox(apiUrl) {
  const res = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(5000) });
  const body = await res.json();
  return body?.data?.sandbox === true;
}
