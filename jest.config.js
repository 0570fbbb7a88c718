/** Every Jest suite of the workspaces; each workspace has its own config beside its code. */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-taskroom',
    '<rootDir>/remote-calendar',
    '<rootDir>/remote-challenge',
    '<rootDir>/remote-360',
    '<rootDir>/remote-report',
    '<rootDir>/server',
    '<rootDir>/activities',
  ],
};
