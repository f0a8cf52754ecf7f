export * from './PortalTestProviders';
export * from './localBackend';
export * from './realBackend';
export * from './renderSection';
export * from './sidebarTitles';
export * from './shipmentFixtures';
export * from './exportFileFixtures';
export * from './downloads';
