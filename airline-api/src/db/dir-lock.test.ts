import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { holdDataDir } from './dir-lock';

// Two processes on one PGlite directory corrupt it: the second refuses while the first runs.
let root: string;
let dir: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dir-lock-'));
  dir = path.join(root, 'db');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const lockFile = () => `${path.resolve(dir)}.lock`;

describe('holdDataDir', () => {
  it('takes a free directory beside it, and the release frees it', () => {
    const release = holdDataDir(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses while another running process holds it, saying which and what to do', () => {
    // The test runner's parent runs for as long as this test does.
    fs.writeFileSync(lockFile(), String(process.ppid));
    expect(() => holdDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}.*PGLITE_DIR`));
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that is gone, or a lock of its own id', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(lockFile(), String(gone));
    holdDataDir(dir)();
    fs.writeFileSync(lockFile(), String(process.pid));
    holdDataDir(dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
  });

  it("a release after another process took over leaves that process's lock", () => {
    const release = holdDataDir(dir);
    fs.writeFileSync(lockFile(), String(process.ppid));
    release();
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.ppid));
  });
});
