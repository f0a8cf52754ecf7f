/** Every package's Jest project, run together by `npm run test:unit`. */
module.exports = {
  projects: [
    '<rootDir>/shared-domain',
    '<rootDir>/shared-ui',
    '<rootDir>/shared-auth',
    '<rootDir>/shell',
    '<rootDir>/admin-app',
    '<rootDir>/staff-app',
    '<rootDir>/client-app',
    '<rootDir>/mail-catcher',
    '<rootDir>/local-supabase',
    '<rootDir>/portal-server',
    '<rootDir>/bench',
    '<rootDir>/build-config',
  ],
};
