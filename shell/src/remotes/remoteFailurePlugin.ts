import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteLoadError } from './RemoteUnavailableError';

/**
 * Turns any failure to load a remote into a RemoteUnavailableError naming the
 * remote, which the section's error boundary shows as a retryable fallback; a
 * shared package outside the remote's declared range becomes a
 * SharedVersionMismatchError naming the package and both versions.
 * Only the final `onLoad` report is translated: failures in the earlier steps
 * (manifest, entry) must fall through so the runtime clears its own caches.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'export-portal-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const remote = String(id).split('/')[0] ?? String(id);
      throw remoteLoadError(remote, error);
    },
  };
}
