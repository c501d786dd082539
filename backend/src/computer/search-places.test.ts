import { SearchPlaces, SearchPoolClosed } from './search-places';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the places of the Hard search', () => {
  it('gives a place to each thread and to the queue, then lines turns up until one is given back', async () => {
    const places = new SearchPlaces(1, 2);
    const releases = await Promise.all([places.take(), places.take(), places.take()]);
    expect(places.stats()).toMatchObject({ queued: 2, waiting: 0 });
    const granted: number[] = [];
    const later = [1, 2, 3].map((turn) => places.take().then((release) => (granted.push(turn), release)));
    await settled();
    expect(granted).toEqual([]);
    expect(places.stats()).toEqual({ queued: 2, queuedHighWater: 2, waiting: 3, waitingHighWater: 3 });
    releases[0]();
    releases[0]();
    await settled();
    expect(granted).toEqual([1]);
    releases[1]();
    releases[2]();
    await settled();
    expect(granted).toEqual([1, 2, 3]);
    expect(places.stats()).toMatchObject({ queued: 2, waiting: 0 });
    for (const release of await Promise.all(later)) release();
    expect(places.stats()).toEqual({ queued: 0, queuedHighWater: 2, waiting: 0, waitingHighWater: 3 });
  });

  it('never queues more than its bound, however many turns ask at once', async () => {
    const places = new SearchPlaces(3, 4);
    const asked = Array.from({ length: 200 }, () => places.take());
    await settled();
    expect(places.stats()).toMatchObject({ queued: 4, queuedHighWater: 4, waiting: 193 });
    for (let served = 0; served < 200; served++) (await asked[served])();
    expect(places.stats()).toMatchObject({ queued: 0, queuedHighWater: 4, waiting: 0 });
  });

  it('turns the waiting turns away when it closes, and every later one', async () => {
    const places = new SearchPlaces(1, 0);
    await places.take();
    const waiting = places.take();
    places.close();
    await expect(waiting).rejects.toBeInstanceOf(SearchPoolClosed);
    await expect(places.take()).rejects.toBeInstanceOf(SearchPoolClosed);
  });
});
