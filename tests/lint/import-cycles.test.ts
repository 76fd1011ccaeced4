/**
 * No import circles in the source, type imports included (decision 45). ESLint's
 * import/no-cycle walks value imports only, so a circle made of `import type` slips past it; a type-only circle
 * still ties two modules together, so the core (the order view, the booking lifecycle) ends up knowing a feature.
 * This reads every module's imports and exports as text, resolves `@/` and relative paths as TypeScript does,
 * and looks for strongly connected groups.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx|mjs)$/;
const NOT_SOURCE = /\.test\.tsx?$|^tests\//;
const SPECIFIER = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

type Graph = Map<string, string[]>;

function resolve(known: Set<string>, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  const candidates = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  return candidates.find((c) => known.has(c)) ?? null;
}

function graphOf(sources: Map<string, string>): Graph {
  const known = new Set(sources.keys());
  const graph: Graph = new Map();
  for (const [file, text] of sources) {
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const targets = [...code.matchAll(SPECIFIER)].map((m) => resolve(known, file, m[1]!));
    graph.set(file, [...new Set(targets.filter((t): t is string => t !== null))]);
  }
  return graph;
}

/** Tarjan's strongly connected components of two or more modules (or one importing itself). */
function circles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || graph.get(v)?.includes(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import circles, type imports included', () => {
  it('finds a planted circle made only of type imports, and none in a straight line', () => {
    const planted = new Map([
      ['lib/a.ts', "import type { B } from './b';\nexport type A = { b: B };"],
      ['lib/b.ts', "import type { A } from '@/lib/a';\nexport type B = { a?: A };"],
      ['lib/c.ts', "import { x } from './d';\nexport const y = x;"],
      ['lib/d.ts', "/** Not an import: `import { y } from './c'`. */\nexport const x = 1;"],
    ]);
    expect(circles(graphOf(planted))).toEqual([['lib/a.ts', 'lib/b.ts']]);
  });

  it('are none in the source', () => {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const files = listed.split('\0').filter((f) => SOURCE.test(f) && !NOT_SOURCE.test(f));
    const sources = new Map(
      files
        .filter((f) => fs.existsSync(path.join(ROOT, f)))
        .map((f) => [f, fs.readFileSync(path.join(ROOT, f), 'utf8')] as const),
    );
    expect(sources.size).toBeGreaterThan(500);
    expect(circles(graphOf(sources))).toEqual([]);
  });
});
