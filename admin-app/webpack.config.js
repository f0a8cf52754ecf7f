const { createWebpackConfig } = require('@export-portal/build-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'admin_app',
  port: 3001,
  title: 'Export Portal — Admin',
  exposes: { './App': './src/App.tsx' },
});
