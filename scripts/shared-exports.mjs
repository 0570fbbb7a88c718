// Lists the exports of @skillup/shared with fewer than two consuming deployables.
// @skillup/shared is a strict singleton: whatever it holds is released with the host, so
// code that only one deployable uses belongs in that deployable (docs/architecture.md).
// Exits 1 when it finds one (`npm run check:shared`).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { repoRoot } from './app-server.mjs';

const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
const DEPLOYABLES = workspaces.filter((workspace) => !['shared', 'e2e'].includes(workspace));

/**
 * Entries left out: the build helpers every workspace's config reads, and the API contract,
 * which is shared by definition (the server on one side, a browser area on the other).
 */
const BUILD_ENTRIES = new Set(['./build/federation', './build/jest.front', './api/contract', './activity/rpc-actions']);

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'public' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

const sharedPackage = JSON.parse(readFileSync(join(repoRoot, 'shared/package.json'), 'utf8'));
const entries = Object.entries(sharedPackage.exports)
  .filter(([key, target]) => !BUILD_ENTRIES.has(key) && /\.tsx?$/.test(target))
  .map(([key, target]) => ({ key, file: join(repoRoot, 'shared', target) }));

const consumerFiles = DEPLOYABLES.flatMap((workspace) => sourceFiles(join(repoRoot, workspace, 'src')).map((file) => ({ workspace, file })));
const program = ts.createProgram(
  [...entries.map((entry) => entry.file), ...consumerFiles.map((c) => c.file)],
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: false,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
);
const checker = program.getTypeChecker();

const original = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

/** Which deployables use each symbol that @skillup/shared exports. */
const users = new Map();
const workspaceOf = new Map(consumerFiles.map((c) => [c.file, c.workspace]));

for (const source of program.getSourceFiles()) {
  const workspace = workspaceOf.get(source.fileName) ?? workspaceOf.get(source.fileName.split('/').join(sep));
  if (!workspace) continue;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('@skillup/shared')) continue;
    const names = [];
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.push(clause.name);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((element) => element.name));
      if (bindings && ts.isNamespaceImport(bindings)) {
        const moduleSymbol = checker.getSymbolAtLocation(specifier);
        for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
          const key = original(exported);
          if (!users.has(key)) users.set(key, new Set());
          users.get(key).add(workspace);
        }
      }
    } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((element) => element.propertyName ?? element.name));
    }
    for (const name of names) {
      const symbol = checker.getSymbolAtLocation(name);
      if (!symbol) continue;
      const key = original(symbol);
      if (!users.has(key)) users.set(key, new Set());
      users.get(key).add(workspace);
    }
  }
}

const lonely = [];
for (const entry of entries) {
  const source = program.getSourceFile(entry.file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) continue;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const consumers = [...(users.get(original(exported)) ?? [])].sort();
    if (consumers.length < 2) lonely.push(`${entry.key} ${exported.name}: ${consumers.length ? `only ${consumers[0]}` : 'no consumer'}`);
  }
}

if (lonely.length) {
  console.error(`@skillup/shared exports used by fewer than two deployables (move each into its consumer):`);
  for (const line of lonely) console.error(`  ${line}`);
  console.error(`${lonely.length} of them.`);
  process.exit(1);
}
console.log(`@skillup/shared: every export has two or more consuming deployables (${relative(repoRoot, join(repoRoot, 'shared'))}).`);
