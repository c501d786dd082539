import pg from 'pg';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../src/database';
import { DatabaseConnectionCounter } from '../src/database-connections';

/** pg_stat_activity lags a closed connection's exit a little: ask until it agrees or a second has passed. */
async function settled(counter: DatabaseConnectionCounter, expected: number): Promise<number> {
  const deadline = Date.now() + 1000;
  let count = await counter.count();
  while (count !== expected && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 50));
    count = await counter.count();
  }
  return count;
}

describe("the count of a database's connections, and its peak", () => {
  let database: ThrowawayDatabase;
  let counter: DatabaseConnectionCounter;
  beforeAll(async () => {
    database = await createThrowawayDatabase();
    counter = await DatabaseConnectionCounter.open(database.url);
  });
  afterAll(async () => {
    await counter.close();
    await database.drop();
  });

  it("counts this database's connections, not its own nor another database's", async () => {
    expect(await settled(counter, 0)).toBe(0);
    const clients = [new pg.Client(database.url), new pg.Client(database.url)];
    const elsewhere = new pg.Client(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    await Promise.all([...clients, elsewhere].map((client) => client.connect()));
    try {
      expect(await counter.count()).toBe(2);
      await clients[0].end();
      expect(await settled(counter, 1)).toBe(1);
    } finally {
      await Promise.all([clients[1].end(), elsewhere.end()]);
    }
    expect(await settled(counter, 0)).toBe(0);
  });

  it('holds the most connections counted since the last reading, however few are left at the reading', async () => {
    counter.startSampling();
    const burst = [1, 2, 3].map(() => new pg.Client(database.url));
    await Promise.all(burst.map((client) => client.connect()));
    // The counter samples once a second: one and a half seconds hold at least one sample of all three.
    await new Promise((done) => setTimeout(done, 1500));
    await Promise.all(burst.map((client) => client.end()));
    expect(await settled(counter, 0)).toBe(0);
    expect(await counter.takePeak()).toBe(3);
    expect(await counter.takePeak()).toBe(0);
  });
});
