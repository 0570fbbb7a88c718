// The report remote built with the App of this folder, into remote-report/dist/<version>/:
// `webpack --config e2e/variants/report-extra-page/webpack.config.js --env version=X`.
const path = require('node:path');
const { remoteConfig } = require('@skillup/shared/build/federation');

module.exports = remoteConfig({
  dir: path.resolve(__dirname, '../../../remote-report'),
  remote: 'report',
  exposes: { './App': path.join(__dirname, 'App.tsx') },
});
