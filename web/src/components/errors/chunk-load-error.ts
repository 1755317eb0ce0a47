/** A route's code could not be fetched (offline, or a new release removed the old chunk): RouteError offers a reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Siden kunne ikke hentes', { cause });
    this.name = 'ChunkLoadError';
  }
}
