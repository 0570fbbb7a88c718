const { remoteConfig } = require('@skillup/shared/build/federation');

// './PersonReport' is the view of one participant's report that the console shows (docs/remotes.md, "A view shown in another area").
module.exports = remoteConfig({
  dir: __dirname,
  remote: 'report',
  exposes: { './App': './src/App.tsx', './PersonReport': './src/PersonReport.tsx' },
});
