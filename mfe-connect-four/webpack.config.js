// The board as a Module Federation remote exposing ./Board and ./HowToPlay, plus its standalone harness page; its
// name and title come from src/rules/manifest.json.
const { boardConfig } = require('@tabletop/build-config');

module.exports = boardConfig({ dir: __dirname, packageJson: require('./package.json') });
