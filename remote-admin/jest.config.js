const { frontJestConfig } = require('@skillup/shared/build/jest.front');

module.exports = frontJestConfig(__dirname);
