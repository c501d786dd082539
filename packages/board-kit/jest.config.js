module.exports = require('../../jest.preset')('board-kit', 'jsdom', {
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
});
