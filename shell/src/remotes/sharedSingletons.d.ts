/** The shared singletons' versions as the build found them installed, and the ranges the shell declares (see build-config). */
declare const __SHARED_SINGLETONS__: Record<string, { version: string; requiredVersion: string; strictVersion?: boolean }>;
