/**
 * PGlite has one connection: two transactions must never have their statements interleaved,
 * so every unit of database work waits for the previous one to finish.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
