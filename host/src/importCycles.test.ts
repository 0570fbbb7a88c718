import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => existsSync(candidate)) ?? null;
}

/** Each file's relative imports: static, type-only and `import()` alike. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(ROOT)) {
    // Without comments, which may quote an import.
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const specifiers = [...text.matchAll(/\bfrom\s+'(\.[^']+)'|\bimport\('(\.[^']+)'\)/g)].map((match) => match[1] ?? match[2]!);
    graph.set(
      file,
      specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []),
    );
  }
  return graph;
}

/** The groups of files that reach each other (Tarjan's strongly connected components of two or more). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(relative(ROOT, member));
    } while (member !== file);
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * The host's modules import each other in one direction, lazy imports included: the login
 * page is given what warms the router and the pages behind it (login/loginNavigation.ts)
 * rather than importing the router, which leads back to it.
 */
it('has no import cycle among its modules, counting lazy imports', () => {
  expect(cycles(importGraph())).toEqual([]);
});
