/** A remote's manifest, entry or chunks could not be fetched or evaluated. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';

  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`Remote "${remote}" is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/** Webpack names a failed lazy chunk `ChunkLoadError`; it means the same to a visitor. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof RemoteUnavailableError || (error instanceof Error && error.name === 'ChunkLoadError');
}
