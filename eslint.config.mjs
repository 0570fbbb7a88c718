// Lint rules for every workspace. The import boundaries are the point: each deployable is
// released on its own, so a remote that imports the host or another remote, or a shared
// module that imports a deployable, would tie releases together (docs/architecture.md).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import rootPackage from './package.json' with { type: 'json' };

const remotes = rootPackage.workspaces.filter((workspace) => workspace.startsWith('remote-'));
const deployables = ['host', ...remotes, 'server', 'activities'];

/** Patterns that reach a workspace by package name or by a relative path out of the current one. */
const reach = (workspace) => [`@skillup/${workspace}`, `@skillup/${workspace}/*`, `**/${workspace}/**`, `**/${workspace}`];

const boundary = (workspace, forbidden, message, paths = []) => ({
  files: [`${workspace}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    'no-restricted-imports': ['error', { paths, patterns: [{ group: forbidden.flatMap(reach), message }] }],
  },
});

/**
 * The host provides `@chakra-ui/react` whole, for remotes built before they imported it by
 * subpath, and each of its parts. Its own code and that of @skillup/shared import Chakra by
 * subpath: one import of the whole package would put all of it, 150 KB compressed, on the
 * login page (docs/performance.md).
 */
const chakraBySubpath = {
  name: '@chakra-ui/react',
  message: 'Import Chakra by subpath (@chakra-ui/react/button, …): the whole package would load with the login page.',
};

/** A remote takes the parts it renders from the host; the whole package is 210 KB on the way to its area. */
const chakraPartsInRemotes = {
  name: '@chakra-ui/react',
  message: 'A remote imports Chakra by subpath (@chakra-ui/react/button, …): the whole package would download before its area shows.',
};

/**
 * The same for @skillup/shared: the host imports it by folder, so the login page loads only
 * the modules it uses; the root, which the host provides whole to the remotes, is built from
 * the very same files (docs/performance.md).
 */
const sharedByFolder = {
  name: '@skillup/shared',
  message: 'Import @skillup/shared by folder (@skillup/shared/api, …): the whole package would load with the login page.',
};

/**
 * A remote reaches the run-time singletons through their roots: a folder entry would be
 * bundled into the remote, with atoms and an API client of its own. Chakra is the exception:
 * the host provides its parts one by one.
 */
const SHARED_FOLDERS = [...readFileSync(new URL('./shared/src/index.ts', import.meta.url), 'utf8').matchAll(/^export \* from '\.\/(\w+)';$/gm)].map(
  ([, folder]) => folder,
);
const remoteSingletons = [
  ...SHARED_FOLDERS.map((folder) => ({
    name: `@skillup/shared/${folder}`,
    message: 'A remote imports the shared state, client and UI from @skillup/shared, the singleton the host provides.',
  })),
  {
    name: 'react-router',
    message: 'A remote imports react-router-dom, the singleton the host provides: react-router would be bundled, with a router context of its own.',
  },
  chakraPartsInRemotes,
];

/**
 * The host provides react-router-dom whole to the remotes and uses react-router itself, the
 * package react-router-dom re-exports: the login page then loads only its client half.
 */
const routerWithoutServer = {
  name: 'react-router-dom',
  message: 'The host imports react-router: react-router-dom would load its server half with the login page.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/types/**',
      'activities/public/**',
      'server/data/**',
      'data/**',
      'e2e/test-results/**',
      'bench/results/**',
      '.test-results/**',
      '**/*.d.mts',
      // Declarations as the compiler emits them (scripts/shared-api-report.mjs): the rules apply to their sources.
      'shared/api-report.d.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Chakra hides a busy button's label (visibility: hidden) unless it has a loadingText: the
    // button would have no name for a screen reader, and axe fails the page (docs/accessibility.md).
    files: ['**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Button']:has(JSXAttribute[name.name='loading']):not(:has(JSXAttribute[name.name='loadingText'])):not(:has(JSXAttribute[name.name='aria-label']))",
          message:
            'A Button with `loading` needs a `loadingText` (or an aria-label): while busy, Chakra hides its label and the button loses its name.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read CommonJS build helpers the way the build itself does.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...remotes.map((remote) =>
    boundary(
      remote,
      ['host', ...remotes.filter((other) => other !== remote), 'server', 'activities'],
      'A remote is released on its own: it never imports the host, another remote, the server or the activities. Put what two areas need in @skillup/shared.',
      remoteSingletons,
    ),
  ),
  boundary('host', [...remotes, 'server', 'activities'], 'The host loads remotes at run time through the registry; it never imports one.', [
    chakraBySubpath,
    sharedByFolder,
    routerWithoutServer,
  ]),
  boundary('shared', deployables, '@skillup/shared is a contract between releases: it imports no deployable.', [chakraBySubpath]),
  {
    files: ['activities/src/**/*.ts', 'activities/scripts/**/*.ts'],
    // Tests run in Node and are never bundled into an activity page.
    ignores: ['activities/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@skillup/shared(?!/activity$|/activity/rpc-actions$|/api/contract$)|@skillup/(?!shared)|.*/shared/src/)',
              message: 'Activities use only @skillup/shared/activity, @skillup/shared/activity/rpc-actions and @skillup/shared/api/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures take a function named `use`, which is not a React hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Every browser test runs the accessibility gate of e2e/support/test.ts
    // (docs/accessibility.md): a `test` taken straight from Playwright would skip it.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import `test` from e2e/support/test: it runs axe-core on every screen the test visits.',
            },
          ],
        },
      ],
    },
  },
  {
    // The test harness serves tests only: production code of the server never reaches it
    // (docs/architecture.md).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/test-harness/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/test-harness', '**/test-harness/**'], message: 'Production code of the server does not import the test harness.' },
          ],
        },
      ],
    },
  },
  {
    // A migration, and its tests' database, are written against the schema of their day, not today's typed one.
    files: ['server/src/db/migrations/*.ts', 'server/src/test-harness/database-before-migration.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
