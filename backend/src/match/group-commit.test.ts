import { GroupCommit, ItemFailure } from './group-commit';

interface Write {
  game: number;
  value: string;
}

/** A store whose batches finish when the test says so, recording what each batch held. */
function controlledStore() {
  const batches: Write[][] = [];
  const finish: (() => void)[] = [];
  const failures: unknown[] = [];
  const writeBatch = (items: Write[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) =>
      finish.push(() => {
        const failure = failures.shift();
        if (failure) reject(failure);
        else resolve(items.map(({ value }) => `wrote ${value}`));
      }),
    );
  };
  const settle = () => new Promise((done) => setImmediate(done));
  return { batches, finish, failures, writeBatch, settle };
}

const options = { concurrency: 1, maxBatch: 3, keyOf: (write: Write) => write.game };

describe('GroupCommit', () => {
  it('writes a lone item at once, alone', async () => {
    const store = controlledStore();
    const commits = new GroupCommit(store.writeBatch, options);
    const outcome = commits.submit({ game: 1, value: 'a' });
    expect(store.batches).toEqual([[{ game: 1, value: 'a' }]]);
    store.finish[0]();
    await expect(outcome).resolves.toBe('wrote a');
  });

  it('gathers the items submitted during a write into the next batch, in order, each answered with its own outcome', async () => {
    const store = controlledStore();
    const commits = new GroupCommit(store.writeBatch, options);
    const first = commits.submit({ game: 1, value: 'a' });
    const later = ['b', 'c', 'd'].map((value, index) => commits.submit({ game: 2 + index, value }));
    expect(store.batches).toHaveLength(1);
    store.finish[0]();
    await first;
    await store.settle();
    expect(store.batches[1].map(({ value }) => value)).toEqual(['b', 'c', 'd']);
    store.finish[1]();
    await expect(Promise.all(later)).resolves.toEqual(['wrote b', 'wrote c', 'wrote d']);
  });

  it('never puts two writes of one key in a batch, and keeps the size limit', async () => {
    const store = controlledStore();
    const commits = new GroupCommit(store.writeBatch, options);
    const all = [
      commits.submit({ game: 9, value: 'first' }),
      commits.submit({ game: 1, value: 'a1' }),
      commits.submit({ game: 1, value: 'a2' }),
      commits.submit({ game: 2, value: 'b' }),
      commits.submit({ game: 3, value: 'c' }),
      commits.submit({ game: 4, value: 'd' }),
    ];
    for (let batch = 0; batch < 3; batch++) {
      store.finish[batch]();
      await store.settle();
    }
    expect(store.batches.map((batch) => batch.map(({ value }) => value))).toEqual([
      ['first'],
      ['a1', 'b', 'c'],
      ['a2', 'd'],
    ]);
    await Promise.all(all);
  });

  it('writes up to `concurrency` batches at once', () => {
    const store = controlledStore();
    const commits = new GroupCommit(store.writeBatch, { ...options, concurrency: 2 });
    for (const game of [1, 2, 3]) void commits.submit({ game, value: String(game) });
    expect(store.batches.map((batch) => batch.map(({ game }) => game))).toEqual([[1], [2]]);
  });

  it('fails every item of a failed batch, and goes on with the next', async () => {
    const store = controlledStore();
    const commits = new GroupCommit(store.writeBatch, options);
    const first = commits.submit({ game: 1, value: 'a' });
    const failed = [commits.submit({ game: 2, value: 'b' }), commits.submit({ game: 3, value: 'c' })];
    store.finish[0]();
    await first;
    await store.settle();
    store.failures.push(new Error('connection lost'));
    store.finish[1]();
    for (const outcome of failed) await expect(outcome).rejects.toThrow('connection lost');
    const after = commits.submit({ game: 2, value: 'again' });
    store.finish[2]();
    await expect(after).resolves.toBe('wrote again');
  });

  it('fails an item answered with an ItemFailure alone', async () => {
    const commits = new GroupCommit(
      async (items: Write[]) =>
        items.map(({ value }) => (value === 'bad' ? new ItemFailure(new Error('refused')) : `wrote ${value}`)),
      options,
    );
    const outcomes = ['a', 'bad', 'c'].map((value, game) => commits.submit({ game, value }));
    await expect(outcomes[0]).resolves.toBe('wrote a');
    await expect(outcomes[1]).rejects.toThrow('refused');
    await expect(outcomes[2]).resolves.toBe('wrote c');
  });

  it('fails the items of a batch answered with the wrong number of outcomes', async () => {
    const commits = new GroupCommit(async () => ['only one'], options);
    const first = commits.submit({ game: 1, value: 'a' });
    const second = [commits.submit({ game: 2, value: 'b' }), commits.submit({ game: 3, value: 'c' })];
    await expect(first).resolves.toBe('only one');
    for (const outcome of second) await expect(outcome).rejects.toThrow('answered 1 outcomes');
  });
});
