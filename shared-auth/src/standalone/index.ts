/** What a remote shows when it runs alone, without the shell. */
export * from './StandaloneGate';
export * from './startStandaloneSection';
