// A throwaway Redis for the web instances to share (decision 60): `npm run start:cluster` and the Redis tests
// start one with startRedis. Debian's redis-server is installed when missing, as scripts/lib/chromium.mjs does
// for the browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { aptInstall } from './apt.mjs';

const PLACES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];

/** redis-server's path if this machine has one (PATH first), or null. */
export function findRedisServer() {
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const onPath = which.status === 0 ? which.stdout.trim() : '';
  if (onPath && existsSync(onPath)) return onPath;
  return PLACES.find((p) => existsSync(p)) ?? null;
}

/** redis-server's path, installing Debian's package when the machine has none. */
export function ensureRedis() {
  const found = findRedisServer();
  if (found) return found;
  if (!aptInstall(['redis-server'])) throw new Error('Could not install redis-server (apt-get install)');
  const installed = findRedisServer();
  if (!installed) throw new Error('redis-server is not on this machine after installing it');
  return installed;
}

/** One RESP PING over a fresh socket: true when the server answers PONG. */
function ping(port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('*1\r\n$4\r\nPING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** redis-server's arguments: loopback, no persistence, in the foreground (a supervisor may run it). */
export function redisArgs({ dir, port }) {
  mkdirSync(dir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  return [...args, '--dir', path.resolve(dir), '--daemonize', 'no', '--loglevel', 'warning'];
}

/** Resolves once Redis on 127.0.0.1:`port` answers PING, or throws after `timeoutMs`. */
export async function waitForRedis(port, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await ping(port))) {
    if (Date.now() > until) throw new Error(`Redis on port ${port} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts a Redis on 127.0.0.1:`port` as a child process (no persistence: the shared state is windows and
 * caches that may be lost), waits until it answers PING and gives its URL and a stop() that shuts it down.
 */
export async function startRedis({ dir, port, binary = ensureRedis(), timeoutMs = 30_000 }) {
  const args = redisArgs({ dir, port });
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let exited = null;
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );
  const until = Date.now() + timeoutMs;
  while (!(await ping(port))) {
    if (exited || Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`redis-server on port ${port} did not start: ${stderr.trim() || JSON.stringify(exited)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exit;
    clearTimeout(killer);
  };
  return { url: `redis://127.0.0.1:${port}`, pid: child.pid, stop };
}
