#!/usr/bin/env node
// Builds the webpack.config.js of the current directory (or the config file named by the first argument) through
// webpack's Node API: no webpack-cli, whose current major wants Node 22 and whose nested install left no .bin link here.
const path = require('node:path');
const webpack = require('webpack');

const config = require(path.resolve(process.cwd(), process.argv[2] ?? 'webpack.config.js'));
webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  console.log(stats.toString({ colors: process.stdout.isTTY, modules: false, children: false, chunks: false }));
  if (stats.hasErrors()) process.exit(1);
});
