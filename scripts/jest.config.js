module.exports = require('../jest.preset')('scripts', 'node', { testMatch: ['<rootDir>/test/**/*.test.ts'] });
