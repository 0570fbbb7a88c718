// The import boundaries of eslint.config.mjs (docs/architecture.md): each deployable is released
// on its own, so a file that reaches into another one fails `npm run lint` with the rule's reason.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { it } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from './app-server.mjs';

const eslint = new ESLint({ cwd: repoRoot });
const messagesOf = async (file, code) =>
  (await eslint.lintText(code, { filePath: join(repoRoot, file) }))[0].messages.map((m) => `${m.ruleId}: ${m.message}`);

it('a remote that imports the host fails with the rule that says why', async () => {
  const messages = await messagesOf(
    'remote-report/src/reachesHost.ts',
    "import { router } from '../../host/src/app/router';\nexport const r = router;\n",
  );
  assert.ok(
    messages.some((m) => m.startsWith('no-restricted-imports:') && m.includes('A remote is released on its own')),
    messages.join('\n'),
  );
});

it('the host that imports a remote fails too, and the same import from shared passes', async () => {
  const fromHost = await messagesOf('host/src/reachesRemote.ts', "import App from '../../remote-report/src/App';\nexport const a = App;\n");
  assert.ok(
    fromHost.some((m) => m.includes('it never imports one')),
    fromHost.join('\n'),
  );
  const fromShared = await messagesOf('remote-report/src/usesShared.ts', "import { Loading } from '@skillup/shared';\nexport const l = Loading;\n");
  assert.deepEqual(
    fromShared.filter((m) => m.startsWith('no-restricted-imports')),
    [],
  );
});

it('the host imports @skillup/shared by folder and react-router itself; a remote takes the roots', async () => {
  const rootFromHost = await messagesOf('host/src/usesRoot.ts', "import { Loading } from '@skillup/shared';\nexport const l = Loading;\n");
  assert.ok(
    rootFromHost.some((m) => m.includes('Import @skillup/shared by folder')),
    rootFromHost.join('\n'),
  );
  const routerDomFromHost = await messagesOf('host/src/usesRouterDom.ts', "import { Link } from 'react-router-dom';\nexport const l = Link;\n");
  assert.ok(
    routerDomFromHost.some((m) => m.includes('The host imports react-router')),
    routerDomFromHost.join('\n'),
  );
  const folderFromHost = await messagesOf('host/src/usesFolder.ts', "import { Loading } from '@skillup/shared/ui';\nexport const l = Loading;\n");
  assert.deepEqual(
    folderFromHost.filter((m) => m.startsWith('no-restricted-imports')),
    [],
  );
  const folderFromRemote = await messagesOf(
    'remote-report/src/usesFolder.ts',
    "import { sessionUserAtom } from '@skillup/shared/state';\nexport const s = sessionUserAtom;\n",
  );
  assert.ok(
    folderFromRemote.some((m) => m.includes('the singleton the host provides')),
    folderFromRemote.join('\n'),
  );
  const routerFromRemote = await messagesOf('remote-report/src/usesRouter.ts', "import { Link } from 'react-router';\nexport const l = Link;\n");
  assert.ok(
    routerFromRemote.some((m) => m.includes('a router context of its own')),
    routerFromRemote.join('\n'),
  );
});
