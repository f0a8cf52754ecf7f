/** Types of shared-singletons.js, for the tests that read the table. */
export interface SharedSingleton {
  singleton: true;
  version: string;
  /** The range the building app declares; for a workspace package, from its own package.json. */
  requiredVersion: string;
  /** Set for workspace packages: a version outside the range fails the load instead of warning. */
  strictVersion?: true;
  import?: string;
}

export declare function sharedSingletons(appDir: string): Record<string, SharedSingleton>;
export declare function sharedEntryFiles(appDir: string): Record<string, SharedSingleton & { shareKey: string }>;
export declare const librarySingletons: readonly string[];
export declare const workspaceSingletons: readonly string[];
export declare const routerExportsModule: string;
export declare const workspaceRoot: string;
