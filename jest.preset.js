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
module.exports = function preset(displayName, environment = 'node', extra = {}) {
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
};
