// The game page's floor (src/board-floor/index.tsx): the shell's build with that entry in place of the app, written to
// dist-board-floor/. Only `npm run bench` builds it, to time it beside the shell; nothing deploys it.
const path = require('node:path');
const config = require('./webpack.config');

module.exports = {
  ...config,
  entry: { main: './src/board-floor/index.tsx' },
  output: { ...config.output, path: path.join(__dirname, 'dist-board-floor') },
};
