module.exports = require('../jest.preset')('bench', 'node', { testMatch: ['<rootDir>/test/**/*.test.ts'] });
