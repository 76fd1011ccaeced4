/**
 * Runs ESLint with the project's eslint.config.mjs on texts that exist nowhere on disk, for
 * boundaries.test.ts. A separate process because Jest cannot load an ESM config file (ESLint imports it
 * with a dynamic import(), which Jest's VM refuses without --experimental-vm-modules).
 *
 * stdin:  { runs: [{ cwd?, rules: string[], cases: [{ filePath, code }] }] }: only `rules` run (parse
 *         errors still show, with ruleId null)
 * stdout: one answer per run: [{ filePath, ignored, messages: [{ ruleId, message, line }] }]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { runs } = JSON.parse(input);

const answers = [];
for (const run of runs) {
  const eslint = new ESLint({
    cwd: run.cwd ?? ROOT,
    overrideConfigFile: path.join(ROOT, 'eslint.config.mjs'),
    ruleFilter: ({ ruleId }) => run.rules.includes(ruleId),
  });
  const results = [];
  for (const { filePath, code } of run.cases) {
    const ignored = await eslint.isPathIgnored(filePath);
    const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
    results.push({
      filePath,
      ignored,
      messages: (result?.messages ?? []).map(({ ruleId, message, line }) => ({ ruleId, message, line })),
    });
  }
  answers.push(results);
}
process.stdout.write(JSON.stringify(answers));
