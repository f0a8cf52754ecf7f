/** Every package's Jest project, run together by `npm run test:unit`. */
module.exports = {
  // Jest keeps a core for itself by default; its own work is small beside the suites', which keep
  // a core each busy (on two cores, 16 minutes instead of 29).
  maxWorkers: '100%',
  projects: [
    '<rootDir>/shared-domain',
    '<rootDir>/shared-ui',
    '<rootDir>/shared-auth',
    '<rootDir>/shared-records',
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
