// The Repello board as a Module Federation remote exposing ./Board, plus its standalone harness page.
const { boardConfig } = require('@tabletop/build-config');

module.exports = boardConfig({
  dir: __dirname,
  name: 'repello',
  title: 'Repello board',
  packageJson: require('./package.json'),
});
