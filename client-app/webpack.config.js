const { createWebpackConfig } = require('@export-portal/build-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'client_app',
  port: 3003,
  title: 'Export Portal — Client',
  exposes: { './App': './src/App.tsx' },
});
