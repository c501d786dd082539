/** Thrown to every turn still waiting for a place when the pool shuts down. */
export class SearchPoolClosed extends Error {
  constructor() {
    super('The Hard search pool is shut down');
  }
}

/**
 * The places of the Hard search: one per worker thread plus the queue's bound. A turn holds a place from before it is
 * claimed until its search ends. A turn that finds none waits in line, first come first served, holding no claim and no
 * work (another instance with room may take the turn meanwhile): so however many Hard games are played, the searches
 * queued for a thread never exceed the bound, and no turn is refused for want of one.
 */
export class SearchPlaces {
  private taken = 0;
  private readonly line: { resolve: (release: () => void) => void; reject: (error: Error) => void }[] = [];
  private closed = false;
  private queuedHighWater = 0;
  private waitingHighWater = 0;

  constructor(
    private readonly threads: number,
    readonly queueBound: number,
  ) {}

  /** Resolves once a place is this turn's, with how to give it back (once; later calls do nothing). */
  take(): Promise<() => void> {
    if (this.closed) return Promise.reject(new SearchPoolClosed());
    if (this.taken < this.threads + this.queueBound) {
      this.taken++;
      this.queuedHighWater = Math.max(this.queuedHighWater, this.queued);
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      this.line.push({ resolve, reject });
      this.waitingHighWater = Math.max(this.waitingHighWater, this.line.length);
    });
  }

  /** Searches beyond the threads' (waiting for one): at most `queueBound`. */
  get queued(): number {
    return Math.max(0, this.taken - this.threads);
  }

  /** What is in the queue and in line now, and the most there have been. */
  stats(): { queued: number; queuedHighWater: number; waiting: number; waitingHighWater: number } {
    const { queued, queuedHighWater, waitingHighWater } = this;
    return { queued, queuedHighWater, waiting: this.line.length, waitingHighWater };
  }

  /** Turns every waiting turn away; places still held are given back as their searches end. */
  close(): void {
    this.closed = true;
    for (const waiter of this.line.splice(0)) waiter.reject(new SearchPoolClosed());
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.line.shift();
      // The place passes straight to the first in line: nobody arriving meanwhile can take it first.
      if (next) next.resolve(this.releaser());
      else this.taken--;
    };
  }
}
