/** One item of a batch that failed on its own: only that item's writer hears of `error`. */
export class ItemFailure {
  constructor(readonly error: unknown) {}
}

interface Pending<Item, Outcome> {
  item: Item;
  resolve(outcome: Outcome): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions<Item> {
  /** Batches being written at once; the writes submitted meanwhile wait and form the next batch. */
  concurrency: number;
  /** The most items in one batch. */
  maxBatch: number;
  /** Two items with one key never share a batch (one game's writes must stay one after the other). */
  keyOf(item: Item): unknown;
}

/**
 * Group commit: writes submitted while earlier batches are being written wait, and then go together as one batch (one
 * round trip and one durable commit for all of them). A write submitted to an idle store goes at once, alone, so a
 * quiet server adds no latency; under load the batches grow by themselves. A batch that throws fails each of its items;
 * an outcome that is an ItemFailure fails that item alone.
 */
export class GroupCommit<Item, Outcome> {
  private readonly waiting: Pending<Item, Outcome>[] = [];
  private writing = 0;

  constructor(
    private readonly writeBatch: (items: Item[]) => Promise<(Outcome | ItemFailure)[]>,
    private readonly options: GroupCommitOptions<Item>,
  ) {}

  submit(item: Item): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.writing < this.options.concurrency && this.waiting.length > 0) {
      const batch = this.nextBatch();
      this.writing++;
      // write() settles every item of the batch itself and never rejects.
      void this.write(batch).finally(() => {
        this.writing--;
        this.pump();
      });
    }
  }

  /** The oldest waiting items, at most maxBatch and one per key; the others keep their place in the line. */
  private nextBatch(): Pending<Item, Outcome>[] {
    const batch: Pending<Item, Outcome>[] = [];
    const keys = new Set<unknown>();
    for (let index = 0; index < this.waiting.length && batch.length < this.options.maxBatch;) {
      const key = this.options.keyOf(this.waiting[index].item);
      if (keys.has(key)) {
        index++;
        continue;
      }
      keys.add(key);
      batch.push(...this.waiting.splice(index, 1));
    }
    return batch;
  }

  private async write(batch: Pending<Item, Outcome>[]): Promise<void> {
    try {
      const outcomes = await this.writeBatch(batch.map(({ item }) => item));
      if (outcomes.length !== batch.length)
        throw new Error(`A batch of ${batch.length} writes answered ${outcomes.length} outcomes`);
      batch.forEach(({ resolve, reject }, index) => {
        const outcome = outcomes[index];
        if (outcome instanceof ItemFailure) reject(outcome.error);
        else resolve(outcome);
      });
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }
}
