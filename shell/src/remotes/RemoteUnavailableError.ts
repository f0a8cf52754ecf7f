/** A remote's manifest, entry or chunks could not be fetched or evaluated. */
export class RemoteUnavailableError extends Error {
  override readonly name: string = 'RemoteUnavailableError';

  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`Remote "${remote}" is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/** A shared package the remote was built for, in a version the page does not run. */
export interface SharedVersionMismatch {
  /** The shared module, e.g. `@export-portal/shared-auth`. */
  module: string;
  /** The range the remote declares. */
  required: string;
  /** The version the page runs, the shell's. */
  provided: string;
}

/**
 * A remote needs a version of a shared singleton outside what the page runs. Workspace packages
 * are shared with `strictVersion`, so the federation runtime refuses the load rather than hand the
 * section a copy it was not built for; the section shows this instead.
 */
export class SharedVersionMismatchError extends RemoteUnavailableError {
  override readonly name: string = 'SharedVersionMismatchError';

  constructor(
    remote: string,
    readonly mismatch: SharedVersionMismatch,
    cause: unknown,
  ) {
    super(remote, cause);
  }

  /** What the visitor is told: which package, which versions, and what to wait for. */
  get visitorMessage(): string {
    const { module, required, provided } = this.mismatch;
    const waitFor = portalIsOlder(provided, required) ? 'the portal is updated' : 'this section is updated';
    return `This section needs ${module} ${required}, but the portal provides ${provided}. Reload after ${waitFor}.`;
  }
}

/**
 * How @module-federation/runtime-core (2.9, `getRegisteredShare`) words a strict singleton whose
 * loaded version is outside a consumer's range; it throws this with no error code:
 * "[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module
 * @export-portal/shared-auth does not satisfy the requirement of admin_app which needs ^2.0.0)".
 */
const SINGLETON_OUT_OF_RANGE =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs (.+?)\)?$/m;

/** The mismatch a federation error reports, looking through the causes it is wrapped in. */
export function sharedVersionMismatchIn(error: unknown): SharedVersionMismatch | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof SharedVersionMismatchError) return current.mismatch;
    const match = SINGLETON_OUT_OF_RANGE.exec(current.message);
    if (match) return { provided: match[1]!, module: match[2]!, required: match[3]!.trim() };
  }
  return undefined;
}

/** Any failure to load a remote, as the error the section's boundary shows. */
export function remoteLoadError(remote: string, error: unknown): RemoteUnavailableError {
  if (error instanceof RemoteUnavailableError) return error;
  const mismatch = sharedVersionMismatchIn(error);
  return mismatch ? new SharedVersionMismatchError(remote, mismatch, error) : new RemoteUnavailableError(remote, error);
}

/** Whether the page's version is below the lowest version the range names (`^2.0.0`, `>=1.4.0 <2`). */
function portalIsOlder(provided: string, range: string): boolean {
  const lowest = /\d+(?:\.\d+){0,2}/.exec(range)?.[0];
  if (!lowest) return false;
  const parts = (version: string) =>
    version
      .split(/[.+-]/)
      .slice(0, 3)
      .map((part) => Number.parseInt(part, 10) || 0);
  const [have, want] = [parts(provided), parts(lowest)];
  for (let index = 0; index < 3; index += 1) {
    if ((have[index] ?? 0) !== (want[index] ?? 0)) return (have[index] ?? 0) < (want[index] ?? 0);
  }
  return false;
}

/** Webpack names a failed lazy chunk `ChunkLoadError`; it means the same to a visitor. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof RemoteUnavailableError || (error instanceof Error && error.name === 'ChunkLoadError');
}
