// Per-machine secrets for the embedded set-up: taken from the environment when set, otherwise made once
// and kept in .data/secrets.json (mode 600, git-ignored). Nothing secret is ever in the repository.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function localSecrets(root = process.cwd()) {
  const dir = join(root, '.data');
  const file = join(dir, 'secrets.json');
  let saved = {};
  if (existsSync(file)) {
    try {
      saved = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      saved = {};
    }
  }
  const secrets = {
    SESSION_SECRET: process.env.SESSION_SECRET || saved.SESSION_SECRET || randomBytes(32).toString('hex'),
    OPS_TOKEN: process.env.OPS_TOKEN || saved.OPS_TOKEN || randomBytes(24).toString('hex'),
    VISITOR_FORWARD_SECRET:
      process.env.VISITOR_FORWARD_SECRET || saved.VISITOR_FORWARD_SECRET || randomBytes(24).toString('hex'),
    // airline-api's word to the web instances that content changed (decision 60; sent only with WEB_REVALIDATE_URLS).
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || saved.REVALIDATE_SECRET || randomBytes(24).toString('hex'),
  };
  if (Object.keys(secrets).some((name) => secrets[name] !== saved[name])) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
