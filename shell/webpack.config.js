const { createWebpackConfig } = require('@export-portal/build-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  site: 'shell',
  favicon: './assets/favicon.svg',
});
