/**
 * What a page needs to start before anything else of the portal: reading and
 * checking `/portal-config.json`, and the screen shown when it is wrong. Its own
 * entry, so a page that has not yet needed the session, the backend client or
 * the forms (the shell's landing page) starts without downloading them.
 */
export * from './bootPortal';
export * from './ConfigErrorScreen';
export * from '../config/portalConfig';
