import { init } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import type { FederationRuntime } from './SectionLoader';
import { remoteFailurePlugin } from './remoteFailurePlugin';
import { sharedWithRemotes } from './sharedWithRemotes';

/**
 * The global name a remote's build reads the federation runtime core from: remotes are built without
 * their own copy (the federation plugin's `externalRuntime`), so a section's page downloads one.
 */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** The federation runtime, started when a page first needs a remote section. */
export function startFederation(): FederationRuntime {
  Object.assign(globalThis, { [RUNTIME_CORE_GLOBAL]: runtimeCore });
  return init({ name: 'shell', remotes: [], shared: sharedWithRemotes(), shareStrategy: 'loaded-first', plugins: [remoteFailurePlugin()] });
}
