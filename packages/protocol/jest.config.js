module.exports = require('../../jest.preset')('protocol');
