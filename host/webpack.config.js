const { hostConfig } = require('@skillup/shared/build/federation');

module.exports = hostConfig({ dir: __dirname });
