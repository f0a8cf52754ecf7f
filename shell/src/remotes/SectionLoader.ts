import type { ComponentType } from 'react';
import { lazyScreen, remoteNames, type PortalData, type RemoteName, type SectionAppProps, type SectionPreparation } from '@export-portal/shared-auth';
import { RemoteUnavailableError, remoteLoadError } from './RemoteUnavailableError';

/** The part of the Module Federation runtime the shell uses. */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

interface SectionModule {
  default: ComponentType<SectionAppProps>;
  /** Downloads what a first visit to the page shows, so it arrives with the section, and starts its reads. */
  prepare?: (preparation: SectionPreparation) => Promise<void>;
}

type SectionComponent = ComponentType<SectionAppProps>;

/**
 * Loads each remote's `./App` on first use, keeps one lazy component per
 * remote, and forgets a failed load so Retry fetches the remote afresh. The
 * federation runtime itself is started with the first section asked for, and
 * every remote of the configuration is registered with it then.
 */
export class SectionLoader {
  private readonly loads = new Map<RemoteName, Promise<SectionModule>>();
  private readonly components = new Map<RemoteName, SectionComponent>();
  private readonly loaded = new Map<RemoteName, ComponentType<SectionAppProps>>();
  /** Remotes to register afresh before their next load (after a failure). */
  private readonly stale = new Set<RemoteName>();
  /** Remotes whose entry the browser was asked to fetch ahead. */
  private readonly hinted = new Set<RemoteName>();
  private started: Promise<FederationRuntime> | undefined;

  constructor(
    private readonly startRuntime: () => Promise<FederationRuntime>,
    private readonly entries: Record<RemoteName, string>,
    /** The page's client and cache, which a section's first screen reads into. */
    private readonly portal?: () => PortalData | undefined,
  ) {}

  load(remote: RemoteName): Promise<SectionModule> {
    let pending = this.loads.get(remote);
    if (!pending) {
      pending = this.fetchSection(remote);
      this.loads.set(remote, pending);
      pending.then(
        (module) => this.loaded.set(remote, module.default),
        () => this.loads.delete(remote),
      );
    }
    return pending;
  }

  /** Starts loading a section in the background so its first visit is fast. */
  preload(remote: RemoteName): void {
    this.load(remote).catch(() => undefined);
  }

  /**
   * The section's component: itself when it was loaded before it was first shown; otherwise one
   * that shows a spinner while it loads, kept from then on so the section is never mounted afresh.
   */
  component(remote: RemoteName): SectionComponent {
    let component = this.components.get(remote) ?? this.loaded.get(remote);
    if (!component) {
      component = lazyScreen(() => this.load(remote).then((module) => module.default));
      this.components.set(remote, component);
    }
    return component;
  }

  /** Drops everything known about a remote so the next render loads it again. */
  retry(remote: RemoteName): void {
    this.loads.delete(remote);
    this.components.delete(remote);
    this.loaded.delete(remote);
    this.stale.add(remote);
  }

  private runtime(): Promise<FederationRuntime> {
    this.started ??= this.startRuntime().then(
      (runtime) => {
        runtime.registerRemotes(remoteNames.map((name) => ({ name, entry: this.entries[name] })));
        return runtime;
      },
      (error: unknown) => {
        this.started = undefined;
        throw error;
      },
    );
    return this.started;
  }

  /**
   * The runtime asks for a remote's entry only once it has downloaded and started itself; the
   * browser can fetch the entry meanwhile, and the runtime's script then comes from the cache.
   */
  private fetchEntryAhead(remote: RemoteName): void {
    if (this.hinted.has(remote)) return;
    this.hinted.add(remote);
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'script');
    link.setAttribute('href', this.entries[remote]);
    document.head.append(link);
  }

  private async fetchSection(remote: RemoteName): Promise<SectionModule> {
    let module: SectionModule | null;
    if (!this.started) this.fetchEntryAhead(remote);
    try {
      const runtime = await this.runtime();
      if (this.stale.delete(remote)) runtime.registerRemotes([{ name: remote, entry: this.entries[remote] }], { force: true });
      module = await runtime.loadRemote<SectionModule>(`${remote}/App`);
    } catch (error) {
      throw remoteLoadError(remote, error);
    }
    if (!module || typeof module.default !== 'function') {
      throw new RemoteUnavailableError(remote, new Error('its ./App module has no default component'));
    }
    // A screen that fails to download here is downloaded again, and its failure shown, when it renders.
    const { pathname, search } = window.location;
    await module.prepare?.({ pathname, search, portal: this.portal?.() }).catch(() => undefined);
    return module;
  }
}
