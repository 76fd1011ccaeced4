import fs from 'node:fs';
import path from 'node:path';

/** Whether a process with this id runs (EPERM: it runs under another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the PGlite data directory `dir` for this process: a file beside it (`<dir>.lock`) holds the process id.
 * Two processes on one PGlite directory corrupt it (PGlite has no postmaster lock of its own), e.g. two `npm start`
 * on other ports, so a second one refuses to start while the first runs. A lock left by a process that is gone (a
 * crash, a kill) is taken over. Answers the release, which removes the file if it is still this process's.
 */
export function holdDataDir(dir: string, pid = process.pid): () => void {
  const file = `${path.resolve(dir)}.lock`;
  const release = () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(pid)) fs.rmSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, String(pid), { flag: 'wx' });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && running(holder)) {
      throw new Error(
        `The database directory ${dir} is in use by process ${holder} (two processes on one PGlite directory ` +
          `corrupt it). Stop that process, or give this one another PGLITE_DIR; if no airline-api runs, delete ${file}.`,
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the database directory ${dir}: ${file} keeps coming back.`);
}
