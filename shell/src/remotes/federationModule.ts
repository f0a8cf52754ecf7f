/**
 * Downloads the federation runtime's module. Every part of the shell that asks for it asks here:
 * one `import()` is one chunk, where two would each bundle the module, and a page that asked
 * through both would download it twice.
 */
export const federationModule = () => import('./federation');
