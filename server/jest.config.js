const path = require('node:path');

const typescript = {
  target: 'ES2022',
  module: 'commonjs',
  esModuleInterop: true,
  resolveJsonModule: true,
  isolatedModules: true,
};

/** Server suites: Node environment, TypeScript transpiled on the fly (`tsc -b` checks types). */
module.exports = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [require.resolve('ts-jest'), { tsconfig: typescript }],
    '/node_modules/(@electric-sql/pglite/dist/.+\\.cjs|@fastify/cookie/index\\.js)$': '<rootDir>/jest.dynamic-import-transform.js',
    // ES-module-only dependencies, which Node 20 loads with require(esm) but Jest cannot.
    '/node_modules/((content-disposition|cookie|jose)/dist|(openid-client|oauth4webapi)/build)/.+\\.js$': [
      require.resolve('ts-jest'),
      { tsconfig: { ...typescript, allowJs: true } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|@fastify/cookie|content-disposition|cookie|openid-client|oauth4webapi|jose)/)'],
  moduleNameMapper: {
    '^@skillup/shared/api/contract$': path.resolve(__dirname, '../shared/src/api/contract/index.ts'),
    '^@skillup/shared/calendar$': path.resolve(__dirname, '../shared/src/calendar/index.ts'),
    '^@skillup/shared/i18n/label$': path.resolve(__dirname, '../shared/src/i18n/label.ts'),
    '^@skillup/shared/i18n/catalogues$': path.resolve(__dirname, '../shared/src/i18n/catalogues/index.ts'),
    '^@skillup/shared/activity/rpc-actions$': path.resolve(__dirname, '../shared/src/activity/rpc-actions.ts'),
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
  globalSetup: '<rootDir>/src/test-harness/seeded-pglite.setup.ts',
  globalTeardown: '<rootDir>/src/test-harness/seeded-pglite.teardown.ts',
};
