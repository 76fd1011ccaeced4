import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLocalEnv } from './local-env.mjs';

// README "Environment": a setting copied into .env reaches `npm start`'s two processes; one set in the environment
// wins over the file.
describe('loadLocalEnv', () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-env-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.SF_LOCAL_ENV_FILE;
    delete process.env.SF_LOCAL_ENV_BOTH;
  });

  it('puts what .env says into the environment, and keeps what the environment already says', () => {
    writeFileSync(join(dir, '.env'), 'SF_LOCAL_ENV_FILE=from-file\nSF_LOCAL_ENV_BOTH=from-file\n# a comment\n');
    process.env.SF_LOCAL_ENV_BOTH = 'from-environment';
    expect(loadLocalEnv({ dir })).toEqual(['.env']);
    expect(process.env.SF_LOCAL_ENV_FILE).toBe('from-file');
    expect(process.env.SF_LOCAL_ENV_BOTH).toBe('from-environment');
  });
});
