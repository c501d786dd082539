module.exports = require('../jest.preset')('shell', 'jsdom', {
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
});
