#!/usr/bin/env node
// `npm start`: the whole site at http://localhost:3000 with the embedded airline-api (port 4010) and its
// PGlite database under .data/, both supervised: one that dies is started again (decision 55). Set
// AIRLINE_API_URL to an external upstream to run the web process alone.
import { build, buildIsStale } from './lib/build.mjs';
import { startProcess, stopAll, upstreamSandbox, waitForHttp, webServerArgs } from './lib/processes.mjs';
import { loadLocalEnv } from './lib/local-env.mjs';
import { localSecrets } from './lib/secrets.mjs';

// .env first: everything below, and both processes, see what it says (README "Environment").
loadLocalEnv();

const PORT = process.env.PORT ?? '3000';
const API_PORT = process.env.AIRLINE_API_PORT ?? '4010';
const external = Boolean(process.env.AIRLINE_API_URL);
const apiUrl = process.env.AIRLINE_API_URL ?? `http://127.0.0.1:${API_PORT}`;
const secrets = localSecrets();
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  AIRLINE_API_URL: apiUrl,
  // OAuth returns, redirects and Secure cookies come from the public origin (decision 11): on this machine,
  // the port the site is served on.
  PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? `http://localhost:${PORT}`,
  ...secrets,
};

try {
  if (!external) {
    // AIRLINE_SANDBOX passes through as it is: unset, airline-api turns the sandbox on for a site on this
    // machine and refuses to start under a public PUBLIC_SITE_URL (docs/decisions/0013).
    startProcess('airline-api', './node_modules/.bin/tsx', ['airline-api/src/server.ts'], {
      ...env,
      AIRLINE_API_PORT: API_PORT,
      // One line per request is noise on a console; LOG_LEVEL=info brings it back.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    });
    await waitForHttp(`${apiUrl}/health`);
  }
  // The web shows its sandbox marker when the upstream says its sandbox is on.
  env.AIRLINE_SANDBOX = external ? (process.env.AIRLINE_SANDBOX ?? '0') : (await upstreamSandbox(apiUrl)) ? '1' : '0';
  if (buildIsStale(env) || process.env.FORCE_BUILD === '1') build(env);
  startProcess('web', process.execPath, webServerArgs(PORT), env);
  await waitForHttp(`http://127.0.0.1:${PORT}/zh-CN`);
  console.log(`\nThe storefront is at http://localhost:${PORT}  (airline-api: ${apiUrl})\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
