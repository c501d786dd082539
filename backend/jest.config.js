// Unit tests sit beside the code (src/**/*.test.ts); integration and e2e tests under test/ talk to real
// PostgreSQL (each file in its own fresh database) and Redis, so files can run in parallel workers.
module.exports = require('../jest.preset')('backend', 'node', {
  testMatch: ['<rootDir>/{src,test}/**/*.test.ts'],
});
