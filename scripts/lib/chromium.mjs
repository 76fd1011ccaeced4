// Debian's chromium is the browser of the e2e suite (a test tool's own download cannot work here). It ships
// no CJK font, so Chinese would render as empty boxes in the layout screenshots: the suite installs Debian's
// Noto CJK fonts with it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';

function hasChineseFont() {
  const result = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

/** The browser's path, once it and a Chinese font are installed. */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = [
    ...(existsSync(path) ? [] : ['chromium']),
    // fontconfig comes with chromium; fc-list is there once it is.
    ...(existsSync(path) && hasChineseFont() ? [] : ['fonts-noto-cjk']),
  ];
  if (missing.length === 0) return path;
  const installed = aptInstall(missing);
  if (!installed || !existsSync(path)) throw new Error(`Could not install ${missing.join(', ')} (apt-get install)`);
  if (!hasChineseFont()) throw new Error('No Chinese font after installing fonts-noto-cjk (fc-list :lang=zh)');
  return path;
}
