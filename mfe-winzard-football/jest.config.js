const preset = require('../jest.preset');

// The rules are pure and run in node; the board's tests need a DOM.
module.exports = [
  preset('winzard-football:rules', 'node', { testMatch: ['<rootDir>/src/rules/**/*.test.ts'] }),
  preset('winzard-football:board', 'jsdom', {
    testMatch: ['<rootDir>/src/board/**/*.test.ts?(x)'],
    setupFilesAfterEnv: ['@testing-library/jest-dom'],
  }),
];
