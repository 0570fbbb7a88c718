const { frontJestConfig } = require('./build/jest.front');

module.exports = frontJestConfig(__dirname);
