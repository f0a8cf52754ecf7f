const { createWebpackConfig } = require('@export-portal/build-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Export Portal',
  isHost: true,
  favicon: './assets/favicon.svg',
});
