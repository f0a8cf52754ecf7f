/** Raised for work that waited in the queue past its deadline; it never ran. */
export class QueueTimeoutError extends Error {
  constructor() {
    super('Timed out waiting for the database');
  }
}

/** Raised for work whose caller went away (a closed tab, a cancelled download) before its turn came: it never ran. */
export class CallerGoneError extends Error {
  constructor() {
    super('The caller went away before its turn');
  }
}

interface Job {
  run(): void;
  expire(): void;
  drop(): void;
  deadline: number;
  /** True once nobody waits for the work any more. */
  abandoned: () => boolean;
}

/**
 * PGlite has one connection: two transactions must never have their statements interleaved,
 * so units of database work run one at a time. Each caller (a lane: a signed-in session, an
 * address) has its own line and the lines take turns, so one caller sending many requests
 * delays only itself.
 */
export class SerialQueue {
  private readonly lanes = new Map<string, Job[]>();
  private busy = false;
  private turnScheduled = false;
  /** How many jobs were dropped unrun because their caller had gone. */
  abandonedJobs = 0;

  /** How many jobs wait for their turn. */
  get waitingJobs(): number {
    let waiting = 0;
    for (const line of this.lanes.values()) waiting += line.length;
    return waiting;
  }

  run<T>(work: () => Promise<T>, lane = '', deadline = Number.POSITIVE_INFINITY, abandoned: () => boolean = () => false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        deadline,
        abandoned,
        expire: () => reject(new QueueTimeoutError()),
        drop: () => reject(new CallerGoneError()),
        run: () => {
          let result: Promise<T>;
          try {
            result = work();
          } catch (error) {
            result = Promise.reject(error);
          }
          result.then(resolve, reject).finally(() => {
            this.busy = false;
            this.nextTurn();
          });
        },
      };
      const line = this.lanes.get(lane);
      if (line) line.push(job);
      else this.lanes.set(lane, [job]);
      // Chosen on the next turn, once every request that arrived with this one is queued too.
      this.nextTurn();
    });
  }

  /**
   * PGlite's statements run without giving the event loop a turn, so jobs must be started one per
   * turn: between two of them Node reads the sockets and accepts the connections waiting (it
   * accepts one connection per turn). Hence one pending call to `next` at most: with one per job
   * queued, a turn would run every job queued before it and a new connection would wait for all
   * of them.
   */
  private nextTurn(): void {
    if (this.turnScheduled) return;
    this.turnScheduled = true;
    setImmediate(() => {
      this.turnScheduled = false;
      this.next();
    });
  }

  private next(): void {
    while (!this.busy) {
      // Map iteration follows insertion order: the lane served last is moved to the back.
      const first = this.lanes.entries().next();
      if (first.done) return;
      const [lane, line] = first.value;
      const job = line.shift()!;
      this.lanes.delete(lane);
      if (line.length > 0) this.lanes.set(lane, line);
      if (Date.now() > job.deadline) {
        job.expire();
        continue;
      }
      if (job.abandoned()) {
        this.abandonedJobs += 1;
        job.drop();
        continue;
      }
      this.busy = true;
      job.run();
    }
  }
}
