// The admin remote built with the App and the area.json of this folder, into
// remote-admin/dist/<version>/: `webpack --config e2e/variants/admin-other-area/webpack.config.js --env version=X`.
const path = require('node:path');
const { remoteConfig } = require('@skillup/shared/build/federation');

module.exports = remoteConfig({
  dir: path.resolve(__dirname, '../../../remote-admin'),
  remote: 'admin',
  exposes: { './App': path.join(__dirname, 'App.tsx') },
  area: path.join(__dirname, 'area.json'),
});
