// Debian's packages the scripts need on a fresh machine (Chromium and a CJK font for the e2e suite; PostgreSQL,
// Redis and nginx for the cluster): installed with apt-get, through sudo when not root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export function aptInstall(packages) {
  console.log(`Installing Debian's ${packages.join(', ')}…`);
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const run = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update']);
  return run(['apt-get', 'install', '-y', '--no-install-recommends', ...packages]).status === 0;
}

/** The first of `names` found on PATH or in `extraDirs`, as a full path; undefined when none is. */
export function findBinary(names, extraDirs = []) {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...extraDirs];
  for (const name of names) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** `names`' binary, installing Debian's `pkg` first when it is missing. */
export function ensureBinary(names, pkg, extraDirs = []) {
  const found = findBinary(names, extraDirs);
  if (found) return found;
  if (!aptInstall([pkg])) throw new Error(`Could not install ${pkg} (apt-get install)`);
  const installed = findBinary(names, extraDirs);
  if (!installed) throw new Error(`${pkg} is installed but ${names.join('/')} was not found`);
  return installed;
}
