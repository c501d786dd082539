// One runner for the whole repository. Each workspace's jest.config.js (built from jest.preset.js)
// exports one project or a list of them.
const fs = require('node:fs');
const path = require('node:path');

const { gameWorkspaces } = require('./scripts/workspaces.cjs');

const workspaces = [
  'packages/game-kit',
  'packages/protocol',
  'packages/board-kit',
  ...gameWorkspaces(),
  'backend',
  'shell',
  'scripts',
  'bench',
];

module.exports = {
  // Servers start in hooks: give them room on a busy 2-core machine (a global option, not per project).
  testTimeout: 30000,
  // Jest's default is one worker per core less one: a single worker here. Most files wait on servers, databases and
  // timers rather than the CPU, so two workers halve the run.
  maxWorkers: 2,
  projects: workspaces
    .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.js')))
    .flatMap((dir) => {
      const rootDir = path.join(__dirname, dir);
      const config = require(path.join(rootDir, 'jest.config.js'));
      return (Array.isArray(config) ? config : [config]).map((project) => ({ rootDir, ...project }));
    }),
};
