// The Super Tic-Tac-Toe board as a Module Federation remote exposing ./Board, plus its standalone harness page.
const { boardConfig } = require('@tabletop/build-config');

module.exports = boardConfig({
  dir: __dirname,
  name: 'super_tic_tac_toe',
  title: 'Super Tic-Tac-Toe board',
  packageJson: require('./package.json'),
});
