import { FORFEIT_ACTION, viewFor, type GameDefinition } from '@tabletop/game-kit';
import { applyStatePatches, replayGame } from '@tabletop/protocol';
import { game as football } from '@tabletop/winzard-football/rules';
import { game as ttt } from '@tabletop/super-tic-tac-toe/rules';
import { publicReplay, publicReplaySteps } from './replay-view';

const players = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
];

/** `count` actions of a real game (the first legal one each time), as its log. */
function playLog(definition: GameDefinition, seed: string, count: number) {
  let match = definition.setup(players, seed);
  const log = [];
  for (let index = 0; index < count && !match.gameOver; index++) {
    const playerId = match.player!.id;
    const legal = definition.legalActions(match, playerId);
    const action = legal[index % legal.length];
    const next = definition.apply(match, playerId, action);
    if (!next.ok) throw new Error(next.error.message);
    log.push({ playerId, action });
    match = next.match;
  }
  return log;
}

describe('publicReplay', () => {
  it('rebuilds every position: the patches lead from the start to the match the rules end at, with one move each', () => {
    const record = { players, seed: 'replay', log: playLog(ttt as GameDefinition, 'replay', 12) };
    const replay = publicReplay(ttt as GameDefinition, record, 'ABCD');
    if (!replay.ok) throw new Error(replay.problem);
    expect(replay.start).toMatchObject({ code: 'ABCD', version: 0, gameOver: false });
    expect(replay.patches).toHaveLength(12);
    expect(replay.moves.map((move) => move.version)).toEqual([...Array(12).keys()].map((index) => index + 1));
    expect(replay.moves[0]).toEqual({ version: 1, player: players[0], text: expect.stringMatching(/^X b\d c\d$/) });
    const end = replayGame(ttt as GameDefinition, record);
    expect(applyStatePatches(replay.start, replay.patches)).toEqual({
      ...(end.ok && end.match),
      code: 'ABCD',
      version: 12,
      clock: null,
    });
    expect(replay.last).toEqual(applyStatePatches(replay.start, replay.patches));
  });

  it('shows a game with hidden information as its public view only, at every position', () => {
    const definition = football as GameDefinition;
    const record = { players, seed: 'hidden', log: playLog(definition, 'hidden', 30) };
    const replay = publicReplay(definition, record, 'WXYZ');
    if (!replay.ok) throw new Error(replay.problem);
    const end = replayGame(definition, record);
    const { code: _code, version: _version, clock, ...last } = replay.last;
    expect(clock).toBeNull();
    expect(last).toEqual(viewFor(definition, end.ok ? end.match : (null as never), null));
    const everything = JSON.stringify([replay.start, replay.patches, replay.moves]);
    expect(everything).not.toContain('drawValues');
    expect(everything).not.toContain('"random"');
  });

  it('writes a forfeit as `resigns`, names movers by their seats, and refuses a log the rules refuse', () => {
    const record = { players, seed: 's', log: [{ playerId: 2, action: FORFEIT_ACTION }] };
    const renamed = [players[0], { id: 2, name: 'Benjamin' }];
    const replay = publicReplay(ttt as GameDefinition, record, 'ABCD', renamed);
    expect(replay.ok && replay.moves).toEqual([{ version: 1, player: renamed[1], text: 'resigns' }]);
    const refused = publicReplay(
      ttt as GameDefinition,
      { ...record, log: [{ playerId: 2, action: { board: 0, cell: 0 } }] },
      'ABCD',
    );
    expect(refused).toEqual({ ok: false, problem: 'log entry 1 refused: It is not your turn' });
  });
});

describe('publicReplaySteps', () => {
  it('builds one position a step, so a caller may pause between them, to the same replay', () => {
    const record = { players, seed: 'moves', log: playLog(ttt as GameDefinition, 'moves', 8) };
    const steps = publicReplaySteps(ttt as GameDefinition, record, 'ABCD');
    let paused = 0;
    for (let step = steps.next(); ; step = steps.next(), paused++) {
      if (step.done) {
        expect(step.value).toEqual(publicReplay(ttt as GameDefinition, record, 'ABCD'));
        break;
      }
    }
    expect(paused).toBe(9);
  });

  it('answers rules that throw as a problem, like a log they refuse', () => {
    // A table everyone left before it started was dealt to nobody: Winzard Football cannot set that up.
    const record = { players: [], seed: 'nobody', log: [] };
    expect(publicReplay(football as GameDefinition, record, 'ABCD')).toEqual({
      ok: false,
      problem: expect.stringMatching(/^the rules threw: /),
    });
  });
});
