#!/usr/bin/env node
// `npm run dev`: airline-api (watching) and `next dev` on port 3000, both supervised (decision 55).
import { startProcess, waitForHttp } from './lib/processes.mjs';
import { loadLocalEnv } from './lib/local-env.mjs';
import { localSecrets } from './lib/secrets.mjs';

// .env first: everything below, and both processes, see what it says (README "Environment").
loadLocalEnv({ dev: true });

const apiUrl = process.env.AIRLINE_API_URL ?? 'http://127.0.0.1:4010';
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  AIRLINE_API_URL: apiUrl,
  PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`,
  ...localSecrets(),
};
if (!process.env.AIRLINE_API_URL) {
  startProcess('airline-api', './node_modules/.bin/tsx', ['watch', 'airline-api/src/server.ts'], {
    ...env,
    AIRLINE_SANDBOX: '1',
  });
  await waitForHttp(`${apiUrl}/health`);
  env.AIRLINE_SANDBOX = '1';
}
startProcess('web', process.execPath, ['scripts/web-server.mjs', '--dev', '-p', process.env.PORT ?? '3000'], env);
