/** The shared singletons' versions, as the build found them installed (see build-config). */
declare const __SHARED_SINGLETONS__: Record<string, { version: string; requiredVersion: string }>;
