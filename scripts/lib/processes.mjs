// Starting and stopping the two processes, each in its own process group so nothing is left listening
// (stopping `next start` by its launcher pid can leave next-server listening).
import { spawn } from 'node:child_process';

export function startProcess(name, command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'inherit', detached: true });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping.`);
      stopAll(1);
    }
  });
  children.push(child);
  return child;
}

const children = [];
let stopping = false;

export function stopAll(exitCode = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(exitCode);
  }, 1500).unref();
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

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
