// The Winzard Football board as a Module Federation remote exposing ./Board, plus its standalone harness page.
const { boardConfig } = require('@tabletop/build-config');

module.exports = boardConfig({
  dir: __dirname,
  name: 'winzard_football',
  title: 'Winzard Football board',
  packageJson: require('./package.json'),
});
