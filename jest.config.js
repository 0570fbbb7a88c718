/** Every Jest suite of the workspaces; each workspace has its own config beside its code. */
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  projects: workspaces.filter((workspace) => existsSync(join(__dirname, workspace, 'jest.config.js'))).map((workspace) => `<rootDir>/${workspace}`),
};
