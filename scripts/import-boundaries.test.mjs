// The import boundaries of eslint.config.mjs (docs/architecture.md): each deployable is released
// on its own, so a file that reaches into another one fails `npm run lint` with the rule's reason.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { it } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from './app-server.mjs';

const eslint = new ESLint({ cwd: repoRoot });

/** The import-rule messages of a file at `file` that imports `name` from `from` and uses it. */
async function importMessages(file, name, from) {
  const code = `import { ${name} } from '${from}';\nexport const used = ${name};\n`;
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

async function refused(file, name, from, reason) {
  const messages = await importMessages(file, name, from);
  assert.ok(
    messages.some((m) => m.includes(reason)),
    `${file} importing ${from}: ${messages.join('\n') || 'no message'}`,
  );
}

async function allowed(file, name, from) {
  assert.deepEqual(await importMessages(file, name, from), []);
}

it('a remote that imports the host fails with the rule that says why', async () => {
  await refused('remote-report/src/reachesHost.ts', 'router', '../../host/src/app/router', 'A remote is released on its own');
});

it('the host that imports a remote fails too, and the same import from shared passes', async () => {
  await refused('host/src/reachesRemote.ts', 'App', '../../remote-report/src/App', 'it never imports one');
  await allowed('remote-report/src/usesShared.ts', 'Loading', '@skillup/shared');
});

it('the host imports @skillup/shared by folder and react-router itself; a remote takes the roots', async () => {
  await refused('host/src/usesRoot.ts', 'Loading', '@skillup/shared', 'Import @skillup/shared by folder');
  await refused('host/src/usesRouterDom.ts', 'Link', 'react-router-dom', 'The host imports react-router');
  await allowed('host/src/usesFolder.ts', 'Loading', '@skillup/shared/ui');
  await refused('remote-report/src/usesFolder.ts', 'sessionUserAtom', '@skillup/shared/state', 'the singleton the host provides');
  await refused('remote-report/src/usesRouter.ts', 'Link', 'react-router', 'a router context of its own');
});

it('a remote imports Chakra by subpath, as the host does', async () => {
  await refused('remote-report/src/usesChakraRoot.ts', 'Box', '@chakra-ui/react', 'A remote imports Chakra by subpath');
  await allowed('remote-report/src/usesChakraPart.ts', 'Box', '@chakra-ui/react/box');
});
