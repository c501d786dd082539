// The shell: a plain webpack app, not a Module Federation build. Boards are found at run time from GET /api/games
// and loaded with the federation runtime, started on the first board (src/games/federation.ts), which provides the
// shell's React, emotion and MUI to them: a new board needs no shell build.
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { buildLabel, installedSharedVersions, webConfig } = require('@tabletop/build-config');
const { colorSchemeScript, ColorSchemeScriptPlugin } = require('./color-scheme-script');
const { PrecacheWorkerPlugin } = require('./service-worker/plugin');
const { version } = require('./package.json');

const colorScheme = colorSchemeScript();

const config = webConfig({
  dir: __dirname,
  entry: { main: './src/index.tsx' },
  outputPath: 'dist',
  publicPath: '/',
  version,
  plugins: [
    new DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(installedSharedVersions(__dirname)) }),
    new ColorSchemeScriptPlugin(colorScheme),
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'src/index.html'),
      title: 'Tabletop',
      colorSchemeScript: `/${colorScheme.fileName}`,
      // For support: which build this is, in the page's metadata rather than on screen (boards add their own).
      meta: { build: { name: 'build', 'data-app': 'shell', content: buildLabel(version) } },
    }),
    // /sw.js: keeps the scripts compiled for the next visit (service-worker/precache-worker.js).
    new PrecacheWorkerPlugin(),
  ],
});

// The shell is no federation container, so its entry may carry a content hash like its chunks (HtmlWebpackPlugin
// writes the name into index.html): a browser keeps it for a year and still runs a new build on the next load.
config.output.filename = '[name].[contenthash:8].js';

module.exports = config;
