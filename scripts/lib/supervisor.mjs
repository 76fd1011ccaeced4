// Keeps the site's processes running (decision 55): each child runs in its own process group (so stopping it
// leaves nothing listening, not even a grandchild such as the node process tsx starts); a child that exits
// when nobody asked it to is started again after a pause that doubles with each quick exit, so a crash is a
// few seconds of "temporarily unavailable" and a crash loop costs the machine next to nothing. SIGINT/SIGTERM
// stop every child, then the supervisor. Used by `npm start`, `npm run dev` and the e2e harness (supervise.mjs).
import { spawn as nodeSpawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** First pause 0.5 s, doubling to 15 s; a child that stayed up 30 s starts the schedule over. */
export const BACKOFF = { firstMs: 500, maxMs: 15_000, stableMs: 30_000 };
/** How long a stopped child has for SIGTERM before its group gets SIGKILL. */
export const STOP_GRACE_MS = 1500;

/** The pause before the `n`-th restart in a row (1-based): first, 2×first, 4×first… capped at max. */
export function backoffDelay(n, { firstMs, maxMs } = BACKOFF) {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, n - 1));
}

const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/**
 * A supervisor. Everything it touches in the world comes in as an option, so tests drive it with fake
 * processes and a fake clock: spawn (as child_process.spawn), kill (as process.kill), now, setTimer/clearTimer,
 * log (one line per exit, restart and stop; names and exit codes only, never a request or a visitor),
 * exit (called once, when every child is gone after stop()), pidDir (each child's pid in `<pidDir>/<name>.pid`
 * while it runs: the e2e harness kills a child by it).
 */
export function createSupervisor({
  spawn = nodeSpawn,
  kill = process.kill.bind(process),
  now = Date.now,
  setTimer = setTimeout,
  clearTimer = clearTimeout,
  log = (line) => console.error(line),
  exit = (code) => process.exit(code),
  pidDir = process.env.SUPERVISE_PID_DIR || undefined,
  backoff = BACKOFF,
  graceMs = STOP_GRACE_MS,
} = {}) {
  /** @type {Map<string, {name: string, command: string, args: string[], env: object, child: any, startedAt: number, quickExits: number, timer: any, starts: number}>} */
  const entries = new Map();
  let stopping = false;
  let exitCode = 0;
  let exited = false;

  const pidFile = (name) => (pidDir ? path.join(pidDir, `${name}.pid`) : undefined);

  function signalGroup(child, signal) {
    try {
      kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }

  function start(entry) {
    entry.timer = undefined;
    entry.startedAt = now();
    entry.starts += 1;
    const child = spawn(entry.command, entry.args, {
      env: { ...process.env, ...entry.env },
      stdio: 'inherit',
      detached: true,
    });
    entry.child = child;
    let done = false;
    const onGone = (code, signal) => {
      if (done) return;
      done = true;
      exitedChild(entry, child, code, signal);
    };
    child.on('exit', onGone);
    // A command that cannot be started at all (not found) emits only 'error'.
    child.on('error', (error) => onGone(error?.code ?? 'error', null));
    const file = pidFile(entry.name);
    if (file && child.pid) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, String(child.pid));
    }
    if (entry.starts > 1) log(`[${entry.name}] restarted (attempt ${entry.quickExits}).`);
  }

  function exitedChild(entry, child, code, signal) {
    if (entry.child !== child) return;
    entry.child = undefined;
    const file = pidFile(entry.name);
    if (file) rmSync(file, { force: true });
    if (stopping) {
      finishIfIdle();
      return;
    }
    const upMs = now() - entry.startedAt;
    entry.quickExits = upMs >= backoff.stableMs ? 1 : entry.quickExits + 1;
    const delay = backoffDelay(entry.quickExits, backoff);
    log(`[${entry.name}] exited (${signal ?? code}) after ${seconds(upMs)}; restarting in ${seconds(delay)}.`);
    entry.timer = setTimer(() => start(entry), delay);
  }

  function finishIfIdle() {
    if (exited || [...entries.values()].some((e) => e.child)) return;
    exited = true;
    exit(exitCode);
  }

  return {
    /** Starts `command args` as `name`, and keeps it running until stop(). */
    supervise(name, command, args = [], env = {}) {
      if (stopping) throw new Error(`[${name}] not started: the supervisor is stopping`);
      if (entries.has(name)) throw new Error(`[${name}] is supervised already`);
      const entry = {
        name,
        command,
        args,
        env,
        child: undefined,
        startedAt: 0,
        quickExits: 0,
        timer: undefined,
        starts: 0,
      };
      entries.set(name, entry);
      start(entry);
      return entry;
    },
    /** The pid of `name`'s running child, or undefined between a crash and its restart. */
    pid(name) {
      return entries.get(name)?.child?.pid;
    },
    /** Stops every child (SIGTERM to its group, SIGKILL after the grace), then calls exit(code) once. */
    stop(code = 0) {
      if (stopping) return;
      stopping = true;
      exitCode = code;
      for (const entry of entries.values()) {
        if (entry.timer !== undefined) clearTimer(entry.timer);
        entry.timer = undefined;
        if (entry.child) signalGroup(entry.child, 'SIGTERM');
      }
      const running = [...entries.values()].filter((e) => e.child);
      if (running.length === 0) {
        finishIfIdle();
        return;
      }
      if (running.length > 0) log(`Stopping ${running.map((e) => e.name).join(' and ')}…`);
      const hard = setTimer(() => {
        for (const entry of entries.values()) if (entry.child) signalGroup(entry.child, 'SIGKILL');
        // A child that ignores even SIGKILL's exit event must not keep the supervisor up.
        const last = setTimer(() => {
          if (!exited) {
            exited = true;
            exit(exitCode);
          }
        }, graceMs);
        last?.unref?.();
      }, graceMs);
      hard?.unref?.();
    },
    /** Stops on SIGINT and SIGTERM (Ctrl-C, a service manager, Playwright's graceful shutdown). */
    stopOnSignals(signals = ['SIGINT', 'SIGTERM']) {
      for (const signal of signals) process.on(signal, () => this.stop(0));
    },
  };
}
