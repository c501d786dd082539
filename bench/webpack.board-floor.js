// The game page's floor (board-floor/index.tsx): the shell's build, plugins and settings all, with that entry in
// place of the shell's app, written to dist-board-floor/. Only `npm run bench` builds it, to time it beside the shell;
// nothing deploys it.
const path = require('node:path');
const config = require('../shell/webpack.config');

const cache =
  config.cache && config.cache.type === 'filesystem'
    ? {
        ...config.cache,
        // Kept apart from the shell's own cached build, and dropped when this file changes too.
        name: 'board-floor',
        buildDependencies: { config: [...config.cache.buildDependencies.config, __filename] },
      }
    : config.cache;

module.exports = {
  ...config,
  cache,
  entry: { main: path.join(__dirname, 'board-floor', 'index.tsx') },
  output: { ...config.output, path: path.join(__dirname, 'dist-board-floor') },
};
