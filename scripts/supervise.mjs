#!/usr/bin/env node
// One process under the supervisor of `npm start` (scripts/lib/supervisor.mjs, decision 55), for the e2e
// harness: playwright.config.ts starts airline-api and the webs through it, so a test can kill one with
// SIGKILL (its pid is in $SUPERVISE_PID_DIR/<name>.pid) and see it come back as it would under `npm start`.
//   node scripts/supervise.mjs NAME COMMAND [ARGS...]
import { createSupervisor } from './lib/supervisor.mjs';

const [name, command, ...args] = process.argv.slice(2);
if (!name || !command) {
  console.error('usage: node scripts/supervise.mjs NAME COMMAND [ARGS...]');
  process.exit(2);
}
const supervisor = createSupervisor();
supervisor.stopOnSignals();
supervisor.supervise(name, command, args);
