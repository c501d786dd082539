module.exports = require('../jest.preset')('shell', 'jsdom', {
  setupFiles: ['<rootDir>/src/test/polyfills.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/src/test/async-timeout.ts'],
});
