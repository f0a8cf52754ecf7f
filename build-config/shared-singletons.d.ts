/** Types of shared-singletons.js, for the tests that read the table. */
export interface SharedSingleton {
  singleton: true;
  version: string;
  requiredVersion: string;
  import?: string;
}

export declare function sharedSingletons(appDir: string): Record<string, SharedSingleton>;
export declare const librarySingletons: readonly string[];
export declare const workspaceSingletons: readonly string[];
export declare const routerExportsModule: string;
export declare const workspaceRoot: string;
