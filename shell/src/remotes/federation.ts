import { init } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './SectionLoader';
import { remoteFailurePlugin } from './remoteFailurePlugin';
import { sharedWithRemotes } from './sharedWithRemotes';

/** The federation runtime, started when a page first needs a remote section. */
export function startFederation(): FederationRuntime {
  return init({ name: 'shell', remotes: [], shared: sharedWithRemotes(), shareStrategy: 'loaded-first', plugins: [remoteFailurePlugin()] });
}
