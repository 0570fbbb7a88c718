const { remoteConfig } = require('@skillup/shared/build/federation');

module.exports = remoteConfig({ dir: __dirname, remote: 'calendar', exposes: { './App': './src/App.tsx', './prefetch': './src/prefetch.ts' } });
