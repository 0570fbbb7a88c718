// Lists the exports of @skillup/shared with fewer than two consuming deployables, and fails
// (`npm run check:shared`, and a step of `npm test`) when there is one outside KEEP.
// @skillup/shared is a strict singleton: whatever it holds is released with the host, so
// code that only one deployable uses belongs in that deployable (docs/architecture.md).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Entries left out: the build helpers every workspace's config reads. */
const BUILD_ENTRIES = new Set(['./build/federation', './build/precompress', './build/jest.front', './activity/rpc-actions']);

/**
 * What stays in shared with one consumer, by the categories docs/architecture.md keeps there.
 * Keys are `entry export` or a whole `entry`. Each reason says why moving it would be wrong:
 * mostly state that two deployables share at run time through the singleton, where the writer
 * and the reader are in different deployables or shared code itself reads it.
 */
export const KEEP = new Map([
  // The API client: the host installs the handlers the client calls; an area turns a thrown
  // error into the client's ApiError; the query factories, which every area bundles, reach
  // listUserTests through the singleton so that every request uses the host's one client.
  ['. ApiError', 'API client: the error every call rejects with'],
  ['. toApiError', 'API client: how a thrown error becomes an ApiError'],
  ['. setPrivacyRequiredHandler', 'API client: the host answers what the client detects'],
  ['. listUserTests', 'API client: called by shared/src/query through the singleton'],
  // Atoms that clearSessionAtom (called by every area on logout) resets, or that shared code
  // writes and another deployable reads.
  ['. campaignListAtom', 'cross-area state: reset by clearSessionAtom'],
  ['. privacyAgreementAtom', 'cross-area state: reset by clearSessionAtom'],
  ['. flowAtom', 'cross-area state: reset by clearSessionAtom'],
  ['. addFlowStepAtom', 'cross-area state: writes flowAtom'],
  ['. setFlowDataAtom', 'cross-area state: writes flowAtom'],
  ['. resetFlowAtom', 'cross-area state: called by clearSessionAtom'],
  ['. markTestCompleteAtom', 'cross-area state: the local completions withLocalProgressAtom applies in every area'],
  ['. pageHandleAtom', 'cross-area state: remotes write it through usePageHandle, the host header reads it'],
  ['. PageHandle', 'cross-area state: the contract of pageHandleAtom'],
  ['. TaskState', 'the type taskState answers, which two areas call'],
  ['. ShownSaveStatus', 'the prop type of SaveStatusText, which the 360 and the Agenda render'],
  // The i18n instance and what it is made of.
  ['. i18n', 'i18n instance'],
  ['. toLanguage', 'i18n: the language rule pickLocalised applies too'],
  ['. isLanguage', 'i18n: the guard toLanguage applies'],
  ['./i18n/catalogues', 'i18n: the common texts every area reads through the instance and the server renders the login shell with'],
  // The UI system: providers and parts that shared components are built from.
  ['. AppProviders', 'UI system: the providers renderWithStore wraps every area in'],
  ['. FailedRequest', 'UI system: the failure RequestContent shows'],
  ['. useOnReconnect', 'UI system: FailedRequest retries with it'],
  ['. VersionLine', "UI system: AreaFrame's foot, for the one area that draws its own heading (the challenge)"],
  // The query client the host creates and every area reads through the react-query singleton.
  ['./query createQueryClient', 'query client'],
  ['./query userTestsQuery', 'query: the host prefetches the first screen under the key useUserTests reads in every theme'],
  // The container names: shared/build/federation.js (every deployable's build) reads the same file.
  ['. containerName', 'container names, one mapping for every build and the host'],
  // The queue: one runtime at run time; the host starts and administers it, areas feed it.
  ['. getQueue', 'queue'],
  ['. startQueue', 'queue'],
  ['. skipPendingQueue', 'queue'],
  ['. pendingQueueItems', 'queue'],
  ['. importQueueItems', 'queue'],
  ['. queueStateAtom', 'queue'],
  ['. logToServer', 'queue'],
  ['. QueueItem', 'queue: the type of what an area hands the one runtime (the 360 queues its pages itself)'],
  ['. Page360Data', 'queue: the data of a 360 page item, which the runtime sends and the 360 writes'],
  ['. QueueRuntime', 'queue'],
  ['. CACHE_PREFIX', 'queue: the storage prefix logout clears'],
  ['. createKeyValueStore', 'queue'],
  ['. saveStatusAtom', 'queue: the save status SaveStatusText shows in every area'],
  ['. subscribeSaveStatus', 'queue'],
  ['. itemsFile', 'queue: its items file format'],
  ['. readItemsFile', 'queue: its items file format'],
  ['. ITEMS_FILE_KIND', 'queue: its items file format'],
  ['. ItemsFileError', 'queue: its items file format'],
  // The activity bridge: its host end runs in the taskroom, its frame end in the activities.
  ['. createActivityHandlers', 'activity bridge'],
  ['./activity', 'activity bridge: the frame end, one protocol with the host end'],
  // Calendar rules: the server checks a stored calendar with the rules the calendar area applies.
  ['./calendar', 'calendar rules, one copy for the server and remote-calendar'],
  // Test helpers: what shared's own suites and the host's share.
  ['./testing FakeAnswer', 'test helpers'],
  ['./queue/testing', 'test helpers of the queue'],
]);

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/**
 * The import graph from the deployables of `root` into its shared package: each export of
 * shared (outside the API contract, shared by definition) with the deployables that use it.
 * Answers `{ entry, name, consumers }` for those with fewer than two, minus `keep`.
 */
export function lonelyExports(root, keep = KEEP) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const deployables = workspaces.filter((workspace) => !['shared', 'e2e'].includes(workspace));
  const sharedPackage = JSON.parse(readFileSync(join(root, 'shared/package.json'), 'utf8'));
  const entries = Object.entries(sharedPackage.exports)
    .filter(([key, target]) => !BUILD_ENTRIES.has(key) && /\.tsx?$/.test(target))
    .map(([key, target]) => ({ key, file: join(root, 'shared', target) }));
  const contractDir = join(root, 'shared/src/api/contract') + sep;

  const consumerFiles = deployables.flatMap((workspace) => sourceFiles(join(root, workspace)).map((file) => ({ workspace, file })));
  const program = ts.createProgram([...entries.map((entry) => entry.file), ...consumerFiles.map((c) => c.file)], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    resolveJsonModule: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    // The package's own exports map, so that a tree without node_modules resolves alike.
    paths: Object.fromEntries(
      Object.entries(sharedPackage.exports).map(([key, target]) => [`@skillup/shared${key.slice(1)}`, [join(root, 'shared', target)]]),
    ),
  });
  const checker = program.getTypeChecker();
  const original = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

  /** Which deployables use each symbol that @skillup/shared exports. */
  const users = new Map();
  const use = (symbol, workspace) => {
    const key = original(symbol);
    if (!users.has(key)) users.set(key, new Set());
    users.get(key).add(workspace);
  };
  const workspaceOf = new Map(consumerFiles.map((c) => [c.file.split(sep).join('/'), c.workspace]));

  for (const source of program.getSourceFiles()) {
    const workspace = workspaceOf.get(source.fileName);
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
          for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) use(exported, workspace);
        }
      } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        names.push(...statement.exportClause.elements.map((element) => element.propertyName ?? element.name));
      }
      for (const name of names) {
        const symbol = checker.getSymbolAtLocation(name);
        if (symbol) use(symbol, workspace);
      }
    }
  }

  const lonely = [];
  // The host's entries by folder re-export what the root entry exports: each symbol is judged
  // once, under the first entry that exports it, the root.
  const judged = new Set();
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (judged.has(original(exported))) continue;
      judged.add(original(exported));
      const declared = original(exported).declarations?.[0]?.getSourceFile().fileName ?? '';
      if (declared.split('/').join(sep).startsWith(contractDir)) continue;
      if (keep.has(entry.key) || keep.has(`${entry.key} ${exported.name}`)) continue;
      const consumers = [...(users.get(original(exported)) ?? [])].sort();
      if (consumers.length < 2) lonely.push({ entry: entry.key, name: exported.name, consumers });
    }
  }
  return lonely;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
  const lonely = lonelyExports(root);
  if (lonely.length) {
    console.error('@skillup/shared exports used by fewer than two deployables (move each into its consumer, or delete it):');
    for (const { entry, name, consumers } of lonely) {
      console.error(`  ${entry} ${name}: ${consumers.length ? `only ${consumers[0]}` : 'no consumer'}`);
    }
    console.error(`${lonely.length} of them.`);
    process.exit(1);
  }
  console.log(`@skillup/shared: every export has two or more consuming deployables, or a reason in KEEP (${KEEP.size}).`);
}
