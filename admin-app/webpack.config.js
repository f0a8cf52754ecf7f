const { createWebpackConfig } = require('@export-portal/build-config/webpack');
const sections = require('@export-portal/shared-auth/sections.json');

module.exports = createWebpackConfig({
  dir: __dirname,
  sections,
  site: 'admin_app',
  exposes: { './App': './src/App.tsx' },
});
