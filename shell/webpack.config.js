// The shell: a Module Federation host with no build-time remotes. Boards are found at run time from
// GET /api/games and registered with registerRemotes (src/games/), so a new board needs no shell build.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies, webConfig } = require('@tabletop/build-config');
const packageJson = require('./package.json');

module.exports = webConfig({
  dir: __dirname,
  entry: { main: './src/index.ts' },
  outputPath: 'dist',
  publicPath: '/',
  plugins: [
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies(packageJson),
      dts: false,
    }),
    new HtmlWebpackPlugin({ template: path.join(__dirname, 'src/index.html'), title: 'Tabletop' }),
  ],
});
