/**
 * The boundaries eslint.config.mjs enforces (docs/architecture.md "Import direction"), proven on planted imports. Each planted file is
 * linted as text under a path inside the project that does not exist on disk, so imports resolve as they
 * would from a real file there; both the `@/` form and the relative form of each import are tried.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const HELPER = path.join(__dirname, 'lint-text.mjs');
const RESTRICTED = 'import/no-restricted-paths';
const CYCLE = 'import/no-cycle';

type LintMessage = { ruleId: string | null; message: string; line: number };
type LintAnswer = { filePath: string; ignored: boolean; messages: LintMessage[] };
type Run = { cwd?: string; rules: string[]; cases: { filePath: string; code: string }[] };

/** Lints one run of planted texts in a separate node process (see lint-text.mjs). */
function lint(run: Run): LintAnswer[] {
  const out = execFileSync(process.execPath, [HELPER], {
    cwd: ROOT,
    input: JSON.stringify({ runs: [run] }),
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const [answers] = JSON.parse(out) as LintAnswer[][];
  if (answers?.length !== run.cases.length) throw new Error(`lint-text.mjs answered ${out.slice(0, 200)}`);
  return answers;
}

const exists = (projectPath: string) => fs.existsSync(path.join(ROOT, projectPath));

/** A module of `dir` (not a test), without its extension: the planted imports follow renames. */
function moduleIn(dir: string): string {
  const file = fs
    .readdirSync(path.join(ROOT, dir))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .sort()[0];
  if (!file) throw new Error(`no module in ${dir}`);
  return `${dir}/${file.replace(/\.tsx?$/, '')}`;
}

/** A module path the rules are about; it must exist, or the import would not resolve and prove nothing. */
function known(projectPath: string): string {
  const found = ['', '.ts', '.tsx', '.json'].some((ext) =>
    fs.statSync(path.join(ROOT, projectPath + ext), { throwIfNoEntry: false })?.isFile(),
  );
  if (!found) throw new Error(`${projectPath} is gone: update the planted imports`);
  return projectPath;
}

const FEATURES = fs
  .readdirSync(path.join(ROOT, 'components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'ui')
  .map((entry) => entry.name)
  .sort();

/** Zone messages as configured (a fragment of each). */
const ZONE = {
  components: 'components may import only components, packages and the browser-safe lib',
  ui: 'components/ui holds primitives: it imports no feature folder',
  feature: (feature: string) => `features do not import each other: components/${feature} may import itself`,
  api: 'route handlers (app/api) import lib and app/api only',
  lib: 'lib never imports components, app, proxy or airline-api',
  browserLib: 'browser-safe lib imports only the browser-safe lib',
  domain: 'lib/domain is pure',
  contract: 'lib/contract is the wire format',
  airlineApi: 'airline-api imports only itself, lib/contract and lib/domain',
  apiDomain: 'airline-api/src/domain holds pure rules',
  apiSandbox: 'product code does not import the sandbox',
};

type Case = { planted: string; spec: string; refusedBy: string | null };

function relativeSpec(planted: string, target: string): string {
  const spec = path.posix.relative(path.posix.dirname(planted), target);
  return spec.startsWith('.') ? spec : `./${spec}`;
}

/** Both spellings of one import of `target` from `planted`. */
function both(planted: string, target: string, refusedBy: string | null): Case[] {
  return [
    { planted, spec: `@/${target}`, refusedBy },
    { planted, spec: relativeSpec(planted, target), refusedBy },
  ];
}

const refused = (planted: string, targets: string[], zone: string) => targets.flatMap((t) => both(planted, t, zone));
const allowed = (planted: string, targets: string[]) => targets.flatMap((t) => both(planted, t, null));

const SERVER_ONLY = [
  'lib/upstream/shop',
  'lib/upstream/result',
  'lib/bff-server/respond',
  'lib/session',
  'lib/session-seal',
  'lib/env',
  'lib/logger',
  'lib/maintenance',
  'lib/member/current',
].map(known);
const BROWSER_SAFE = [
  known('lib/bff-client/bff-fetch'),
  known('lib/contract/index'),
  moduleIn('lib/domain'),
  moduleIn('lib/schemas'),
  known('lib/i18n/format'),
  known('lib/member-hint'),
  known('lib/browser-cookie'),
];
const APP_PAGE = known('app/layout');
const API_ROUTE = known('app/api/calendar/route');
const AIRLINE_API = known('airline-api/src/clock');
const MESSAGES = known('messages/zh-CN.json');
const PROXY = known('proxy');

const account = 'components/account/__planted__.ts';
const ui = 'components/ui/__planted__.ts';
const api = 'app/api/calendar/__planted__.ts';
const upstream = 'lib/upstream/__planted__.ts';
const libRoot = 'lib/__planted__.ts';
const domain = 'lib/domain/__planted__.ts';
const contract = 'lib/contract/__planted__.ts';
const bffClient = 'lib/bff-client/__planted__.ts';
const airlineApi = 'airline-api/src/__planted__.ts';
const apiDomain = 'airline-api/src/domain/__planted__.ts';
const apiBooking = 'airline-api/src/booking/__planted__.ts';

const CASES: Case[] = [
  // components/** never reaches server-only code, app, proxy or airline-api.
  ...refused(account, [...SERVER_ONLY, APP_PAGE, API_ROUTE, AIRLINE_API, PROXY, MESSAGES], ZONE.components),
  ...allowed(account, [...BROWSER_SAFE, moduleIn('components/ui'), moduleIn('components/account')]),
  { planted: account, spec: 'react', refusedBy: null },
  // Test files may read the message files as fixtures, nothing more.
  { planted: 'components/account/__planted__.test.tsx', spec: `@/${MESSAGES}`, refusedBy: null },
  ...refused('components/account/__planted__.test.tsx', ['lib/upstream/shop'], ZONE.components),
  // Every feature folder on disk is a zone: no server-only code, no other feature; components/ui is fine.
  ...FEATURES.flatMap((feature) => {
    const planted = `components/${feature}/__planted__.tsx`;
    const other = FEATURES.find((f) => f !== feature)!;
    return [
      ...refused(planted, ['lib/upstream/shop'], ZONE.components),
      ...refused(planted, [moduleIn(`components/${other}`)], ZONE.feature(feature)),
      ...allowed(planted, [moduleIn('components/ui')]),
    ];
  }),
  // components/ui imports no feature folder.
  ...refused(
    ui,
    FEATURES.map((f) => moduleIn(`components/${f}`)),
    ZONE.ui,
  ),
  ...refused(ui, ['lib/upstream/shop'], ZONE.components),
  ...allowed(ui, [moduleIn('components/ui'), ...BROWSER_SAFE]),
  // app/api never imports components (nor pages, nor airline-api).
  ...refused(api, [moduleIn('components/flight-results'), moduleIn('components/ui'), APP_PAGE, AIRLINE_API], ZONE.api),
  ...allowed(api, ['lib/upstream/shop', 'lib/bff-server/respond', API_ROUTE, ...BROWSER_SAFE]),
  // lib/** never imports components or app.
  ...refused(
    upstream,
    [moduleIn('components/ui'), moduleIn('components/order'), API_ROUTE, APP_PAGE, AIRLINE_API, PROXY],
    ZONE.lib,
  ),
  ...refused(libRoot, [moduleIn('components/ui'), API_ROUTE], ZONE.lib),
  ...allowed(upstream, ['lib/env', 'lib/upstream/result', ...BROWSER_SAFE]),
  // The browser-safe lib reaches no server-only code.
  ...refused(bffClient, SERVER_ONLY, ZONE.browserLib),
  ...allowed(bffClient, BROWSER_SAFE),
  // lib/domain: only lib/domain and lib/contract.
  ...refused(
    domain,
    [
      known('lib/i18n/format'),
      moduleIn('lib/schemas'),
      'lib/upstream/shop',
      'lib/env',
      'lib/bff-client/bff-fetch',
      MESSAGES,
    ],
    ZONE.domain,
  ),
  ...allowed(domain, [known('lib/contract/index'), moduleIn('lib/domain')]),
  // lib/contract: only lib/contract and lib/domain.
  ...refused(contract, [moduleIn('lib/schemas'), known('lib/i18n/format'), 'lib/upstream/shop'], ZONE.contract),
  ...allowed(contract, [moduleIn('lib/contract'), moduleIn('lib/domain')]),
  // airline-api: only itself, lib/contract and lib/domain.
  ...refused(
    airlineApi,
    ['lib/upstream/shop', moduleIn('lib/schemas'), known('lib/i18n/format'), moduleIn('components/ui'), API_ROUTE],
    ZONE.airlineApi,
  ),
  ...allowed(airlineApi, [known('lib/contract/index'), moduleIn('lib/domain'), AIRLINE_API]),
  // Inside airline-api: domain/ stays pure; product code reaches the sandbox only through server.ts.
  ...refused(apiDomain, [known('airline-api/src/db/client'), moduleIn('airline-api/src/booking')], ZONE.apiDomain),
  ...allowed(apiDomain, [moduleIn('airline-api/src/domain'), known('airline-api/src/errors')]),
  ...refused(apiBooking, [moduleIn('airline-api/src/sandbox')], ZONE.apiSandbox),
  ...allowed(apiBooking, [moduleIn('airline-api/src/domain'), known('airline-api/src/db/client')]),
];

const name = (c: Case) => `${c.planted}: import '${c.spec}' is ${c.refusedBy ? 'refused' : 'allowed'}`;

describe('import boundaries (import/no-restricted-paths)', () => {
  let answers: LintAnswer[];

  beforeAll(() => {
    answers = lint({
      rules: [RESTRICTED],
      cases: CASES.map((c) => ({ filePath: c.planted, code: `import '${c.spec}';\n` })),
    });
  }, 180_000);

  test('planted files exist nowhere on disk and are not ignored by ESLint', () => {
    for (const planted of new Set(CASES.map((c) => c.planted))) expect(exists(planted)).toBe(false);
    for (const answer of answers) {
      expect(answer.ignored).toBe(false);
      expect(answer.messages.filter((m) => m.ruleId === null)).toEqual([]);
    }
  });

  test.each(CASES.map((c, i) => [name(c), c, i] as const))('%s', (_name, c, i) => {
    const restricted = answers[i]!.messages.filter((m) => m.ruleId === RESTRICTED);
    if (c.refusedBy) {
      expect(restricted).toContainEqual(
        expect.objectContaining({
          line: 1,
          message: expect.stringContaining(`Unexpected path "${c.spec}" imported in restricted zone. ${c.refusedBy}`),
        }),
      );
    } else {
      expect(restricted).toEqual([]);
    }
  });
});

describe('import cycles (import/no-cycle)', () => {
  let dir: string;
  const files: Record<string, string> = {
    'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
    'b.ts': "import { a } from './a';\nexport const b = () => a();\n",
    'c1.ts': "import { c2 } from './c2';\nexport const c1 = () => c2();\n",
    'c2.ts': "import { c3 } from './c3';\nexport const c2 = () => c3();\n",
    'c3.ts': "import { c1 } from './c1';\nexport const c3 = () => c1();\n",
    // A type-only edge closes no cycle: types are erased.
    't1.ts': "import type { T2 } from './t2';\nexport type T1 = { t2?: T2 };\nexport const t1 = 1;\n",
    't2.ts': "import { t1 } from './t1';\nexport type T2 = { n: number };\nexport const t2 = t1 + 1;\n",
    'leaf.ts': "import { a } from './a';\nexport const leaf = a;\n",
  };
  let byFile: Record<string, LintMessage[]>;

  beforeAll(() => {
    // Cycles need files on disk (the rule reads the imported modules), so these live in a temporary folder.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-cycle-'));
    for (const [file, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), code);
    const answers = lint({
      rules: [CYCLE],
      cwd: dir,
      cases: Object.entries(files).map(([file, code]) => ({ filePath: path.join(dir, file), code })),
    });
    byFile = Object.fromEntries(
      answers.map((a) => [path.basename(a.filePath), a.messages.filter((m) => m.ruleId === CYCLE)]),
    );
  }, 180_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a two-module cycle is reported on both sides', () => {
    expect(byFile['a.ts']).toEqual([expect.objectContaining({ line: 1, message: 'Dependency cycle detected.' })]);
    expect(byFile['b.ts']).toEqual([expect.objectContaining({ line: 1, message: 'Dependency cycle detected.' })]);
  });

  test('a three-module cycle is reported with its route', () => {
    expect(byFile['c1.ts']).toEqual([expect.objectContaining({ line: 1, message: 'Dependency cycle via ./c3:1' })]);
  });

  test('type-only edges and modules outside a cycle are not reported', () => {
    expect(byFile['t1.ts']).toEqual([]);
    expect(byFile['t2.ts']).toEqual([]);
    expect(byFile['leaf.ts']).toEqual([]);
  });
});
