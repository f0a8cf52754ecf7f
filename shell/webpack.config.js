const { createWebpackConfig } = require('@export-portal/build-config/webpack');
const sections = require('@export-portal/shared-auth/sections.json');

module.exports = createWebpackConfig({
  dir: __dirname,
  sections,
  site: 'shell',
  favicon: './assets/favicon.svg',
});
