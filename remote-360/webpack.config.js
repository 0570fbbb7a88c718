const { remoteConfig } = require('@skillup/shared/build/federation');

module.exports = remoteConfig({ dir: __dirname, remote: '360', exposes: { './App': './src/App.tsx' } });
