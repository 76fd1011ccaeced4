// The `.env` files (README "Environment": copy .env.example to .env to change anything) for the scripts that start
// the site, read the way Next reads them (@next/env: .env.production.local, .env.local, .env.production, .env, or
// the development ones under `npm run dev`), so both processes see them. Set in the environment wins over a file.
// The web process would read them itself, but only after the scripts had decided the ports, the public origin and
// the secrets, and airline-api never did.
import * as nextEnv from '@next/env';

// A CommonJS module: node gives its exports as the default, a transpiling loader (Jest) as names.
const { loadEnvConfig } = nextEnv.default ?? nextEnv;

/** Loads the `.env` files of `dir` into process.env (what is already set stays). Answers the files it read. */
export function loadLocalEnv({ dev = false, dir = process.cwd() } = {}) {
  const quiet = { info() {}, error: (...args) => console.error(...args) };
  return loadEnvConfig(dir, dev, quiet).loadedEnvFiles.map((file) => file.path);
}
