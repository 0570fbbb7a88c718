const { remoteConfig } = require('@skillup/shared/build/federation');

module.exports = remoteConfig({ dir: __dirname, remote: 'admin' });
