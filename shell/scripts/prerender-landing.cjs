/**
 * Writes dist/landing.html, the landing page served at `/`, from the built
 * dist/index.html: run after webpack by `npm run build`.
 */
process.env.NODE_ENV = 'production';
require('@export-portal/build-config/register-typescript');
const fs = require('node:fs');
const path = require('node:path');
const { landingPage } = require('../src/screens/Landing/landingPage.tsx');

const dist = path.join(__dirname, '..', 'dist');
const shellPage = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
fs.writeFileSync(path.join(dist, 'landing.html'), landingPage(shellPage));
