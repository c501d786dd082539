// The Winzard Football board as a Module Federation remote. It exposes one thing, ./Board, and also
// builds index.html: a harness that plays a local match with the rules so the board runs alone.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies, webConfig } = require('@tabletop/build-config');
const packageJson = require('./package.json');

module.exports = webConfig({
  dir: __dirname,
  entry: { harness: './src/board/harness/index.ts' },
  outputPath: 'dist/board',
  publicPath: 'auto',
  version: packageJson.version,
  plugins: [
    new ModuleFederationPlugin({
      name: 'winzard_football',
      filename: 'remoteEntry.js',
      exposes: { './Board': './src/board/Board.tsx' },
      shared: sharedDependencies(packageJson),
      manifest: true,
      dts: false,
    }),
    new HtmlWebpackPlugin({
      title: 'Winzard Football board',
      template: path.join(__dirname, 'src/board/harness/index.html'),
      chunks: ['harness'],
    }),
  ],
});
