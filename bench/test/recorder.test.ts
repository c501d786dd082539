import { Recorder } from '../src/load/recorder';

describe("the load generator's recorder", () => {
  it('counts an action once its opponent holds the version, and only inside the window', () => {
    const recorder = new Recorder();
    recorder.emitted('g', 1, 10);
    recorder.received('g', 1, 20);
    recorder.mark();
    recorder.emitted('g', 2, 20);
    recorder.received('g', 2, 20); // the mover's own copy
    expect(recorder.peek(0).actions).toBe(0);
    recorder.received('g', 2, 10);
    expect(recorder.peek(0).actions).toBe(1);
  });

  it('peek lets the window go on; collect ends it', () => {
    const recorder = new Recorder();
    recorder.mark();
    recorder.emitted('g', 1, 10);
    recorder.received('g', 1, 20);
    recorder.refused();
    expect(recorder.peek(3)).toMatchObject({ actions: 1, errors: 1, stalledGames: 3 });
    recorder.emitted('g', 2, 20);
    recorder.received('g', 2, 10);
    recorder.refused();
    expect(recorder.collect(0)).toMatchObject({ actions: 2, errors: 2, stalledGames: 0 });
    recorder.refused();
    recorder.mark();
    recorder.emitted('g', 3, 10);
    recorder.received('g', 3, 20);
    expect(recorder.peek(0)).toMatchObject({ actions: 1, errors: 0 });
  });

  it('tells the errors apart by reason', () => {
    const recorder = new Recorder();
    recorder.refused('action: Not your turn'); // before the window: not counted
    recorder.mark();
    recorder.refused('action: Not your turn');
    recorder.refused('new game: POST /api/game/create: 503');
    recorder.refused('action: Not your turn');
    expect(recorder.peek(0)).toMatchObject({
      errors: 3,
      errorReasons: { 'action: Not your turn': 2, 'new game: POST /api/game/create: 503': 1 },
    });
    recorder.mark();
    expect(recorder.peek(0).errorReasons).toEqual({});
  });
});
