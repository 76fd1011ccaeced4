// Builds the web app when there is no production build yet or a source file is newer than it, so
// `npm install && npm start` works on a fresh machine and after a pull.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'next.config.mjs',
  'package.json',
  'postcss.config.mjs',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), s.mtimeMs);
}

/**
 * The environment a build bakes into pages rendered at build time: the sandbox marker (decision 13).
 * A build made under another value is stale.
 */
const BAKED = ['AIRLINE_SANDBOX'];
const STAMP = join('.next', 'storefront-build-env.json');
const bakedOf = (env) =>
  JSON.stringify(Object.fromEntries(BAKED.map((name) => [name, env[name] ?? process.env[name] ?? ''])));

export function buildIsStale(env = {}, root = process.cwd()) {
  const id = join(root, '.next', 'BUILD_ID');
  if (!existsSync(id)) return true;
  const stamp = join(root, STAMP);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== bakedOf(env)) return true;
  const built = statSync(id).mtimeMs;
  return SOURCES.some((s) => newest(join(root, s)) > built);
}

export function build(env = {}) {
  console.log('Building the web app (next build)…');
  const result = spawnSync('./node_modules/.bin/next', ['build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) throw new Error('next build failed');
  writeFileSync(STAMP, bakedOf(env));
}
