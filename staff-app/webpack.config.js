const { createWebpackConfig } = require('@export-portal/build-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'staff_app',
  port: 3002,
  title: 'Export Portal — Staff',
  exposes: { './App': './src/App.tsx' },
});
