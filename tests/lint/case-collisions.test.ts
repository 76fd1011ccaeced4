/**
 * No two paths of the repository may differ only by letter case (decision 44): on a case-insensitive file system (the
 * default on macOS and Windows) a clone would merge them and the build would break. URLs that differ only by case
 * (the spec's /checkIn and /checkin) live in different route groups, so their folders never collide.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** Every file and every folder above it, as the clone would make them. */
function pathsOf(files: string[]): Set<string> {
  const all = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i <= parts.length; i++) all.add(parts.slice(0, i).join('/'));
  }
  return all;
}

/** Groups of two or more paths that a case-insensitive file system would take for one. */
function caseCollisions(files: string[]): string[][] {
  const byFolded = new Map<string, string[]>();
  for (const p of pathsOf(files)) {
    const folded = p.toLowerCase();
    byFolded.set(folded, [...(byFolded.get(folded) ?? []), p]);
  }
  return [...byFolded.values()].filter((group) => group.length > 1).map((group) => group.sort());
}

describe('paths that differ only by letter case', () => {
  it('finds a planted pair of folders, and a pair of files, and nothing in distinct names', () => {
    expect(caseCollisions(['app/[locale]/checkIn/page.tsx', 'app/[locale]/checkin/selair/page.tsx'])).toEqual([
      ['app/[locale]/checkIn', 'app/[locale]/checkin'],
    ]);
    expect(caseCollisions(['lib/Order.ts', 'lib/order.ts'])).toEqual([['lib/Order.ts', 'lib/order.ts']]);
    expect(caseCollisions(['app/[locale]/(entry)/checkIn/page.tsx', 'app/[locale]/checkin/page.tsx'])).toEqual([]);
  });

  it('are none in the repository (tracked files and new ones git does not ignore)', () => {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const files = listed.split('\0').filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    expect(caseCollisions(files)).toEqual([]);
  });
});
