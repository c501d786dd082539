/**
 * Runs `work` every `everyMs`, never two runs at once (a run still under way when the next is due is not started
 * again), on an unreferenced timer; `stop` waits for the run under way. For the sweeps every instance makes.
 */
export class RepeatingTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly everyMs: number,
  ) {}

  /** Starts the repeats; `now`: also runs once at once. */
  start(now = false): void {
    if (now) void this.run();
    this.timer = setInterval(() => void this.run(), this.everyMs);
    this.timer.unref();
  }

  /** One run now, or the one under way. */
  run(): Promise<void> {
    this.running ??= this.work().finally(() => (this.running = null));
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
