// One transform for every workspace: swc, with the decorator settings NestJS needs and React's automatic runtime.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** Jest settings for one workspace; `environment` is 'node' or 'jsdom'. */
function preset(displayName, environment = 'node', extra = {}) {
  return {
    displayName,
    testEnvironment: environment,
    // Workspace packages point their "source" export condition at TypeScript sources.
    testEnvironmentOptions: {
      customExportConditions: environment === 'jsdom' ? ['source', 'browser'] : ['source', 'node', 'node-addons'],
    },
    transform: { '^.+\\.(t|j)sx?$': swc },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...extra,
  };
}

/**
 * The two projects of a game folder (`dir`, named by its folder without `mfe-`): the rules are pure and run in node;
 * the board's tests need a DOM.
 */
function gameProjects(dir) {
  const name = require('node:path').basename(dir).replace(/^mfe-/, '');
  return [
    preset(`${name}:rules`, 'node', { testMatch: ['<rootDir>/src/rules/**/*.test.ts'] }),
    preset(`${name}:board`, 'jsdom', {
      testMatch: ['<rootDir>/src/board/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['@testing-library/jest-dom'],
    }),
  ];
}

module.exports = preset;
module.exports.gameProjects = gameProjects;
