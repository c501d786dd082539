module.exports = require('../../jest.preset')('game-kit');
