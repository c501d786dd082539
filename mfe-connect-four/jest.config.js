module.exports = require('../jest.preset').gameProjects(__dirname);
