const { createWebpackConfig } = require('@export-portal/build-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  site: 'client_app',
  exposes: { './App': './src/App.tsx' },
});
