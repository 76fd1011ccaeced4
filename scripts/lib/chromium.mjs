// Debian's chromium is the browser of the e2e suite (a test tool's own download cannot work here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  console.log("Chromium is missing: installing Debian's chromium package…");
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const run = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update']);
  const result = run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  if (result.status !== 0 || !existsSync(path))
    throw new Error('Could not install chromium (apt-get install chromium)');
  return path;
}
