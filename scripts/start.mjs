#!/usr/bin/env node
// `npm start`: the whole site at http://localhost:3000 with the embedded airline-api (port 4010) and its
// PGlite database under .data/. Set AIRLINE_API_URL to an external upstream to run the web process alone.
import { build, buildIsStale } from './lib/build.mjs';
import { startProcess, stopAll, waitForHttp } from './lib/processes.mjs';
import { localSecrets } from './lib/secrets.mjs';

const PORT = process.env.PORT ?? '3000';
const API_PORT = process.env.AIRLINE_API_PORT ?? '4010';
const external = Boolean(process.env.AIRLINE_API_URL);
const apiUrl = process.env.AIRLINE_API_URL ?? `http://127.0.0.1:${API_PORT}`;
const secrets = localSecrets();
const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', AIRLINE_API_URL: apiUrl, ...secrets };

try {
  if (buildIsStale() || process.env.FORCE_BUILD === '1') build(env);
  if (!external) {
    startProcess('airline-api', './node_modules/.bin/tsx', ['airline-api/src/server.ts'], {
      ...env,
      AIRLINE_API_PORT: API_PORT,
      AIRLINE_SANDBOX: process.env.AIRLINE_SANDBOX ?? '1',
      // One line per request is noise on a console; LOG_LEVEL=info brings it back.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    });
    await waitForHttp(`${apiUrl}/health`);
  }
  startProcess('web', './node_modules/.bin/next', ['start', '-p', PORT], env);
  await waitForHttp(`http://127.0.0.1:${PORT}/zh-CN`);
  console.log(`\nThe storefront is at http://localhost:${PORT}  (airline-api: ${apiUrl})\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
