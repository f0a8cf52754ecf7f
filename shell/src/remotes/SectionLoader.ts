import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { remoteNames, type RemoteName, type SectionAppProps } from '@export-portal/shared-auth';
import { RemoteUnavailableError } from './RemoteUnavailableError';

/** The part of the Module Federation runtime the shell uses. */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

interface SectionModule {
  default: ComponentType<SectionAppProps>;
}

type SectionComponent = LazyExoticComponent<ComponentType<SectionAppProps>>;

/**
 * Loads each remote's `./App` on first use, keeps one lazy component per
 * remote, and forgets a failed load so Retry fetches the remote afresh.
 */
export class SectionLoader {
  private readonly loads = new Map<RemoteName, Promise<SectionModule>>();
  private readonly components = new Map<RemoteName, SectionComponent>();

  constructor(
    private readonly runtime: FederationRuntime,
    private readonly manifests: Record<RemoteName, string>,
  ) {
    runtime.registerRemotes(remoteNames.map((name) => ({ name, entry: manifests[name] })));
  }

  load(remote: RemoteName): Promise<SectionModule> {
    let pending = this.loads.get(remote);
    if (!pending) {
      pending = this.fetchSection(remote);
      this.loads.set(remote, pending);
      pending.catch(() => this.loads.delete(remote));
    }
    return pending;
  }

  /** Starts loading a section in the background so its first visit is fast. */
  preload(remote: RemoteName): void {
    this.load(remote).catch(() => undefined);
  }

  component(remote: RemoteName): SectionComponent {
    let component = this.components.get(remote);
    if (!component) {
      component = lazy(() => this.load(remote));
      this.components.set(remote, component);
    }
    return component;
  }

  /** Drops everything known about a remote so the next render loads it again. */
  retry(remote: RemoteName): void {
    this.loads.delete(remote);
    this.components.delete(remote);
    this.runtime.registerRemotes([{ name: remote, entry: this.manifests[remote] }], { force: true });
  }

  private async fetchSection(remote: RemoteName): Promise<SectionModule> {
    let module: SectionModule | null;
    try {
      module = await this.runtime.loadRemote<SectionModule>(`${remote}/App`);
    } catch (error) {
      throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
    }
    if (!module || typeof module.default !== 'function') {
      throw new RemoteUnavailableError(remote, new Error('its ./App module has no default component'));
    }
    return module;
  }
}
