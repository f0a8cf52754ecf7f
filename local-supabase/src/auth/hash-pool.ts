import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt costs ~100 ms of CPU per hash or comparison. Done on the server's thread it delays every
 * other request (PGlite shares that thread), so it runs in worker threads instead.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', ({ id, kind, password, hash, cost }) => {
  try {
    const result = kind === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

type Task = { kind: 'hash'; password: string; cost: number } | { kind: 'compare'; password: string; hash: string };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** One worker per spare core (at least one); tasks go to the worker with the fewest pending. */
export class HashPool {
  private readonly workers: { worker: Worker; pending: Map<number, Pending> }[] = [];
  private nextId = 0;

  constructor(size = Math.max(1, Math.min(4, availableParallelism() - 1))) {
    const bcryptPath = require.resolve('bcryptjs');
    for (let i = 0; i < size; i += 1) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } });
      const pending = new Map<number, Pending>();
      worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) waiting?.reject(new Error(message.error));
        else waiting?.resolve(message.result);
      });
      worker.on('error', (error) => {
        for (const waiting of pending.values()) waiting.reject(error);
        pending.clear();
      });
      // Idle workers must not keep a process alive that has nothing else to do.
      worker.unref();
      this.workers.push({ worker, pending });
    }
  }

  private run(task: Task): Promise<unknown> {
    const target = this.workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve, reject) => {
      target.pending.set(id, { resolve, reject });
      target.worker.postMessage({ id, ...task });
    });
  }

  hash(password: string, cost: number): Promise<string> {
    return this.run({ kind: 'hash', password, cost }) as Promise<string>;
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.run({ kind: 'compare', password, hash }) as Promise<boolean>;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }
}
