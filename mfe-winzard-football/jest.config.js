const preset = require('../jest.preset');

// The rules are pure and run in node.
module.exports = [preset('winzard-football:rules', 'node', { testMatch: ['<rootDir>/src/rules/**/*.test.ts'] })];
