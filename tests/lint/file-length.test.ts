/**
 * The file-length rule of eslint/file-length.mjs (decision 43), proven on planted files: one line over the limit is
 * refused anywhere in the project's source, the limit itself passes, and only tests and the named data tables are
 * outside the rule. The list of files still to split may only hold files that really are over the limit.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const HELPER = path.join(__dirname, 'lint-text.mjs');
const LIMIT = 250;

type LintAnswer = { filePath: string; messages: { ruleId: string | null; message: string }[] };

function lint(cases: { filePath: string; code: string }[]): LintAnswer[] {
  const out = execFileSync(process.execPath, [HELPER], {
    cwd: ROOT,
    input: JSON.stringify({ runs: [{ rules: ['max-lines'], cases }] }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const [answers] = JSON.parse(out) as LintAnswer[][];
  if (answers?.length !== cases.length) throw new Error(`lint-text.mjs answered ${out.slice(0, 200)}`);
  return answers;
}

/** A file of `lines` lines as `wc -l` counts them (each ends with a newline). */
const source = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n';

/** The exceptions, read from the module the config reads (an ESM file, so by a child process). */
function exceptions(): { dataTables: string[]; notYetSplit: string[] } {
  const script =
    "import('./eslint/file-length.mjs').then((m) => process.stdout.write(JSON.stringify({ dataTables: m.DATA_TABLES, notYetSplit: m.NOT_YET_SPLIT })))";
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' }));
}

const refused = (answer: LintAnswer | undefined) => answer?.messages.some((m) => m.ruleId === 'max-lines') ?? false;

describe('no source file over 250 lines (decision 43)', () => {
  const planted = [
    'components/planted-feature/long-screen.tsx',
    'lib/domain/planted-rules.ts',
    'airline-api/src/planted/service.ts',
    'app/[locale]/planted/page.tsx',
    'scripts/lib/planted.mjs',
  ];

  it('refuses one line over the limit in every part of the source, and passes the limit itself', () => {
    const answers = lint(
      planted.flatMap((filePath) => [
        { filePath, code: source(LIMIT + 1) },
        { filePath, code: source(LIMIT) },
      ]),
    );
    planted.forEach((filePath, i) => {
      expect([filePath, refused(answers[2 * i])]).toEqual([filePath, true]);
      expect([filePath, refused(answers[2 * i + 1])]).toEqual([filePath, false]);
    });
  });

  it('leaves tests and the named data tables alone', () => {
    const outside = [
      'components/planted-feature/long-screen.test.tsx',
      'lib/domain/planted-rules.test.ts',
      'tests/e2e/planted.spec.ts',
      'lib/contract/codes.ts',
      'airline-api/src/db/seed/planted-content.ts',
    ];
    const answers = lint(outside.map((filePath) => ({ filePath, code: source(LIMIT + 50) })));
    expect(answers.filter(refused).map((a) => path.relative(ROOT, a.filePath))).toEqual([]);
  });

  it('names only data tables and files that really are still over the limit as exceptions', () => {
    const { dataTables, notYetSplit } = exceptions();
    expect(dataTables.every((p) => p === 'lib/contract/codes.ts' || p.startsWith('airline-api/src/db/seed/'))).toBe(
      true,
    );
    const stale = notYetSplit.filter((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), { encoding: 'utf8', flag: 'r' });
      return text.split('\n').length - 1 <= LIMIT;
    });
    expect(stale).toEqual([]);
  });
});
