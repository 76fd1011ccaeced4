import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKOFF, backoffDelay, createSupervisor } from './supervisor.mjs';

// Decision 55, issue 29 §4 "a crash is not an outage": the supervisor of `npm start` and the e2e harness,
// driven with fake processes and a fake clock.

type FakeChild = EventEmitter & { pid: number; command: string };

function world() {
  let clock = 0;
  let nextPid = 100;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  const children: FakeChild[] = [];
  const kills: [number, string][] = [];
  const lines: string[] = [];
  const exits: number[] = [];
  const spawnOptions: { detached?: boolean }[] = [];
  const options = {
    spawn: (command: string, _args: string[], opts: { detached?: boolean }) => {
      const child = Object.assign(new EventEmitter(), { pid: (nextPid += 1), command });
      children.push(child);
      spawnOptions.push(opts);
      return child;
    },
    kill: (pid: number, signal: string) => {
      kills.push([pid, signal]);
    },
    now: () => clock,
    setTimer: (fn: () => void, ms: number) => {
      const t = { at: clock + ms, fn, id: timers.length + 1 };
      timers.push(t);
      return t.id;
    },
    clearTimer: (id: number) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    log: (line: string) => lines.push(line),
    exit: (code: number) => exits.push(code),
  };
  /** Moves the clock on by `ms`, firing the timers due on the way. */
  function advance(ms: number) {
    const until = clock + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers.splice(timers.indexOf(due), 1);
      clock = due.at;
      due.fn();
    }
    clock = until;
  }
  const last = () => children[children.length - 1]!;
  const nth = (i: number) => children[i]!;
  return { options, advance, children, kills, lines, exits, timers, spawnOptions, last, nth };
}

describe('backoffDelay', () => {
  it('starts at half a second and doubles to a cap of 15 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => backoffDelay(n))).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000, 15_000,
    ]);
    expect(BACKOFF).toEqual({ firstMs: 500, maxMs: 15_000, stableMs: 30_000 });
  });
});

describe('createSupervisor', () => {
  it('starts each child in a process group of its own', () => {
    const w = world();
    const s = createSupervisor(w.options);
    s.supervise('airline-api', 'tsx', ['server.ts']);
    expect(w.children).toHaveLength(1);
    expect(w.spawnOptions[0]!.detached).toBe(true);
    expect(s.pid('airline-api')).toBe(w.nth(0).pid);
  });

  it('restarts a child that dies, after the backoff, with one line for the exit and one for the restart', () => {
    const w = world();
    const s = createSupervisor(w.options);
    s.supervise('airline-api', 'tsx', []);
    w.advance(60_000);
    w.last().emit('exit', null, 'SIGKILL');
    expect(s.pid('airline-api')).toBeUndefined();
    expect(w.lines).toEqual(['[airline-api] exited (SIGKILL) after 60 s; restarting in 0.5 s.']);
    w.advance(499);
    expect(w.children).toHaveLength(1);
    w.advance(1);
    expect(w.children).toHaveLength(2);
    expect(s.pid('airline-api')).toBe(w.nth(1).pid);
    expect(w.lines[1]).toBe('[airline-api] restarted (attempt 1).');
    expect(w.exits).toEqual([]);
  });

  it('waits longer after each quick exit (a crash loop), and starts over once a child stayed up', () => {
    const w = world();
    const s = createSupervisor(w.options);
    s.supervise('web', 'node', []);
    const pauses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      w.advance(100);
      w.last().emit('exit', 1, null);
      const before = w.children.length;
      let waited = 0;
      while (w.children.length === before) {
        w.advance(100);
        waited += 100;
      }
      pauses.push(waited);
    }
    expect(pauses).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
    // Eight crashes in about 45 s: the loop does not spin.
    expect(w.children).toHaveLength(9);
    w.advance(BACKOFF.stableMs);
    w.last().emit('exit', 1, null);
    expect(w.lines.at(-1)).toMatch(/restarting in 0\.5 s\.$/);
  });

  it('keeps the other child running while one is restarted', () => {
    const w = world();
    const s = createSupervisor(w.options);
    s.supervise('airline-api', 'tsx', []);
    s.supervise('web', 'node', []);
    const web = w.nth(1);
    w.nth(0).emit('exit', null, 'SIGKILL');
    w.advance(500);
    expect(w.kills).toEqual([]);
    expect(s.pid('web')).toBe(web.pid);
    expect(s.pid('airline-api')).toBe(w.nth(2).pid);
  });

  it('treats a command that cannot start as an exit, and backs off', () => {
    const w = world();
    const s = createSupervisor(w.options);
    s.supervise('web', 'missing', []);
    w.last().emit('error', Object.assign(new Error('spawn missing ENOENT'), { code: 'ENOENT' }));
    w.last().emit('exit', -2, null);
    expect(w.lines).toEqual(['[web] exited (ENOENT) after 0.0 s; restarting in 0.5 s.']);
    expect(w.timers).toHaveLength(1);
  });

  it('stops every process group with SIGTERM, restarts nothing, and exits once all are gone', () => {
    const w = world();
    const s = createSupervisor(w.options);
    s.supervise('airline-api', 'tsx', []);
    s.supervise('web', 'node', []);
    const api = w.nth(0);
    const web = w.nth(1);
    s.stop(0);
    expect(w.kills).toEqual([
      [-api.pid, 'SIGTERM'],
      [-web.pid, 'SIGTERM'],
    ]);
    api.emit('exit', null, 'SIGTERM');
    expect(w.exits).toEqual([]);
    web.emit('exit', 0, null);
    expect(w.exits).toEqual([0]);
    w.advance(60_000);
    expect(w.children).toHaveLength(2);
    expect(w.exits).toEqual([0]);
  });

  it('sends SIGKILL to a group that ignores SIGTERM, after the grace', () => {
    const w = world();
    const s = createSupervisor({ ...w.options, graceMs: 1500 });
    s.supervise('web', 'node', []);
    const web = w.last();
    s.stop(1);
    w.advance(1499);
    expect(w.kills).toEqual([[-web.pid, 'SIGTERM']]);
    w.advance(1);
    expect(w.kills).toEqual([
      [-web.pid, 'SIGTERM'],
      [-web.pid, 'SIGKILL'],
    ]);
    web.emit('exit', null, 'SIGKILL');
    expect(w.exits).toEqual([1]);
  });

  it('cancels a pending restart when stopped between a crash and the restart', () => {
    const w = world();
    const s = createSupervisor(w.options);
    s.supervise('web', 'node', []);
    w.last().emit('exit', 1, null);
    s.stop(0);
    expect(w.exits).toEqual([0]);
    w.advance(60_000);
    expect(w.children).toHaveLength(1);
  });

  it('keeps the running pid in <pidDir>/<name>.pid, and removes it when the child is gone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'supervisor-'));
    try {
      const w = world();
      const s = createSupervisor({ ...w.options, pidDir: dir });
      s.supervise('airline-api', 'tsx', []);
      const file = path.join(dir, 'airline-api.pid');
      expect(readFileSync(file, 'utf8')).toBe(String(w.last().pid));
      w.last().emit('exit', null, 'SIGKILL');
      expect(existsSync(file)).toBe(false);
      w.advance(500);
      expect(readFileSync(file, 'utf8')).toBe(String(w.last().pid));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
