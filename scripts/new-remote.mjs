// `npm run new:remote <name>`: a new federated area, remote-<name>/, built, tested and
// registered everywhere a remote must be known (docs/remotes.md, "Adding a remote"). The host
// is not among those places: the area declares where it is mounted in its area.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './app-server.mjs';

const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9]{1,20}$/.test(name)) {
  console.error('usage: npm run new:remote <name>   (lower-case letters and digits, e.g. "survey")');
  process.exit(2);
}
const folder = `remote-${name}`;
const dir = join(repoRoot, folder);
if (existsSync(dir)) {
  console.error(`${folder}/ exists already`);
  process.exit(2);
}

const read = (path) => readFileSync(join(repoRoot, path), 'utf8');
const write = (path, text) => {
  mkdirSync(join(repoRoot, path, '..'), { recursive: true });
  writeFileSync(join(repoRoot, path), text);
};
const json = (path) => JSON.parse(read(path));
const writeJson = (path, value) => write(path, `${JSON.stringify(value, null, 2)}\n`);

// The new area depends on what every remote shares at run time: the template is an existing remote.
const template = json('remote-report/package.json');
writeJson(`${folder}/package.json`, {
  name: `@skillup/${folder}`,
  version: '1.0.0',
  private: true,
  description: `The ${name} area`,
  scripts: template.scripts,
  dependencies: template.dependencies,
  devDependencies: template.devDependencies,
});
write(
  `${folder}/webpack.config.js`,
  `const { remoteConfig } = require('@skillup/shared/build/federation');\n\nmodule.exports = remoteConfig({ dir: __dirname, remote: '${name}' });\n`,
);
write(
  `${folder}/jest.config.js`,
  `const { frontJestConfig } = require('@skillup/shared/build/jest.front');\n\nmodule.exports = frontJestConfig(__dirname);\n`,
);
write(`${folder}/tsconfig.json`, read('remote-report/tsconfig.json'));
write(
  `${folder}/src/version.ts`,
  `declare const __SKILLUP_VERSION__: string;\n\n/** The version this build was made as: \`--env version=…\`, else package.json's. */\nexport const AREA_VERSION = __SKILLUP_VERSION__;\n`,
);
const title = name[0].toUpperCase() + name.slice(1);
// Where the host mounts the area and who may open it, published with every version: edit it,
// the host needs no change (docs/remotes.md, "Where an area is mounted").
write(
  `${folder}/area.json`,
  `{\n  "path": "/${name}",\n  "menu": { "it": "${title}", "en": "${title}", "es": "${title}" },\n  "roles": ["participant", "assessor", "admin", "superassessor"],\n  "landing": false,\n  "campaign": true\n}\n`,
);
write(`${folder}/src/i18n/it.ts`, `export const it = {\n  title: '${title}',\n};\n\nexport type AreaCatalogue = typeof it;\n`);
for (const lang of ['en', 'es']) {
  write(
    `${folder}/src/i18n/${lang}.ts`,
    `import type { Translation } from '@skillup/shared';\nimport type { AreaCatalogue } from './it';\n\nexport const ${lang}: Translation<AreaCatalogue> = {\n  title: '${title}',\n};\n`,
  );
}
write(
  `${folder}/src/i18n/index.ts`,
  `import { addAreaCatalogue } from '@skillup/shared';\nimport { en } from './en';\nimport { es } from './es';\nimport { it } from './it';\n\nexport const catalogues = { it, en, es };\n\n/** The area's namespace in the application's one i18next instance. */\nexport const NS = addAreaCatalogue('${name}', catalogues);\n`,
);
write(
  `${folder}/src/i18n/catalogues.test.ts`,
  `import { catalogueGaps } from '@skillup/shared';\nimport { catalogues } from '.';\n\nit('every text of the area exists in it, en and es', () => {\n  expect(catalogueGaps(catalogues)).toEqual([]);\n});\n`,
);
write(
  `${folder}/src/App.tsx`,
  `import { AreaFrame, OtherPages } from '@skillup/shared';\nimport { useTranslation } from 'react-i18next';\nimport { Route, Routes } from 'react-router-dom';\nimport { NS } from './i18n';\nimport { AREA_VERSION } from './version';\n\n/**\n * The ${name} area: its pages are declared here, relative to the path prefix its area.json\n * declares and the host mounts it on (docs/remotes.md).\n */\nexport default function App() {\n  const { t } = useTranslation(NS);\n  return (\n    <AreaFrame remote="${name}" version={AREA_VERSION} title={t('title')}>\n      <Routes>\n        <Route index element={null} />\n        <Route path="*" element={<OtherPages />} />\n      </Routes>\n    </AreaFrame>\n  );\n}\n`,
);

const root = json('package.json');
root.workspaces.splice(root.workspaces.indexOf('activities'), 0, folder);
writeJson('package.json', root);

const tsconfig = json('tsconfig.json');
tsconfig.references.splice(
  tsconfig.references.findIndex((ref) => ref.path === 'server'),
  0,
  { path: folder },
);
writeJson('tsconfig.json', tsconfig);

const containers = json('shared/src/remotes/containers.json');
containers[name] = `skillup_${name}`;
writeJson('shared/src/remotes/containers.json', containers);

const namesPath = 'shared/src/api/contract/names.ts';
const names = read(namesPath);
const remoteNames = /export const REMOTE_NAMES = \[([^\]]*)\] as const;/;
if (!remoteNames.test(names)) throw new Error(`${namesPath}: REMOTE_NAMES not found`);
write(
  namesPath,
  names.replace(remoteNames, (_all, list) => `export const REMOTE_NAMES = [${list}, '${name}'] as const;`),
);

console.log(`${folder}/ created and registered (workspaces, tsconfig references, container name, REMOTE_NAMES).
Next: npm install; say in ${folder}/area.json where the host mounts it, who may open it and its menu entry;
build with npm run build -w ${folder} and publish it (npm run remotes -- publish ${name}). The host needs no change.`);
