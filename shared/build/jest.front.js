// @ts-check
/**
 * The Jest setup every front-end workspace shares: TypeScript transpiled on the fly (types
 * are checked by `tsc -b`, not here), a browser-like DOM, and `@skillup/shared` read from
 * its sources as the bundles do.
 */
const path = require('node:path');

const SHARED_SRC = path.resolve(__dirname, '../src');

/**
 * @param {string} rootDir the workspace folder (pass `__dirname`)
 * @returns {import('jest').Config}
 */
function frontJestConfig(rootDir) {
  return {
    displayName: path.basename(rootDir),
    rootDir,
    // jsdom able to run react-router's data routers, which every area's routes may use.
    testEnvironment: path.join(__dirname, 'jest.environment.js'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': [
        require.resolve('ts-jest'),
        {
          tsconfig: {
            target: 'ES2022',
            module: 'commonjs',
            jsx: 'react-jsx',
            esModuleInterop: true,
            resolveJsonModule: true,
            isolatedModules: true,
          },
        },
      ],
    },
    moduleNameMapper: {
      '^@skillup/shared$': path.join(SHARED_SRC, 'index.ts'),
      '^@skillup/shared/api/contract$': path.join(SHARED_SRC, 'api/contract/index.ts'),
      '^@skillup/shared/testing$': path.join(SHARED_SRC, 'testing/index.ts'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.js')],
    // A screen's test renders, clicks and waits for the page to settle: under a full run on two
    // cores beside the server suites, some took more than Jest's default 5 s without anything
    // being wrong.
    testTimeout: 20_000,
    // What DefinePlugin writes into a remote's bundle.
    globals: { __SKILLUP_VERSION__: '0.0.0-test', __SKILLUP_SHARED_VERSION__: require('../package.json').version },
  };
}

module.exports = { frontJestConfig };
