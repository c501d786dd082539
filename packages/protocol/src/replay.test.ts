import {
  ABORT_ACTION,
  CLAIM_ACTION,
  FORFEIT_ACTION,
  initialScore,
  LATE_ABORT_ACTION,
  nextPlayer,
  TIMEOUT_ACTION,
  type GameDefinition,
  type Match,
} from '@tabletop/game-kit';
import { countGame } from '@tabletop/game-kit/testing';
import { replayGame, replaySteps } from './replay';

const [ann, ben, cid] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
  { id: 3, name: 'Cid' },
];

/** Players take turns adding 1 or 2; whoever reaches 5 wins. The seed sets the start. */
const race: GameDefinition<{ total: number }, number> = {
  url: 'race',
  displayText: 'Race',
  players: [2, 2],
  showScore: true,
  setup: (players, seed) => ({
    game: 'race',
    player: players[0],
    score: initialScore(players),
    gameOver: false,
    state: { total: seed === 'head-start' ? 2 : 0 },
  }),
  legalActions: (match, playerId) => (match.player?.id === playerId && !match.gameOver ? [1, 2] : []),
  apply: (match, playerId, step) => {
    if (match.player?.id !== playerId) return { ok: false, error: { code: 'not-your-turn', message: 'Not your turn' } };
    if (step !== 1 && step !== 2) return { ok: false, error: { code: 'illegal', message: 'Add 1 or 2' } };
    const total = match.state.total + step;
    const won = total >= 5;
    const score = match.score.map((entry) => ({ ...entry, score: won && entry.player.id === playerId ? 1 : 0 }));
    const next: Match<{ total: number }> = {
      ...match,
      score,
      state: { total },
      gameOver: won,
      player: won ? null : nextPlayer(match.score, match.player),
    };
    return { ok: true, match: next };
  },
};

describe('replayGame', () => {
  it('deals with the seed and applies the log in order', () => {
    const log = [
      { playerId: ann.id, action: 1 },
      { playerId: ben.id, action: 1 },
    ];
    const result = replayGame(race, { players: [ann, ben], seed: 'head-start', log });
    expect(result).toEqual({
      ok: true,
      match: { game: 'race', player: ann, score: initialScore([ann, ben]), gameOver: false, state: { total: 4 } },
    });
  });

  it('ends the game when a player forfeits, as the server does', () => {
    const log = [
      { playerId: ann.id, action: 1 },
      { playerId: ben.id, action: FORFEIT_ACTION },
    ];
    const result = replayGame(race, { players: [ann, ben], seed: 'plain', log });
    expect(result.ok && result.match).toMatchObject({ gameOver: true, player: null, state: { total: 1 } });
  });

  it('names the first entry the rules refuse', () => {
    const log = [
      { playerId: ann.id, action: 1 },
      { playerId: ann.id, action: 1 },
    ];
    expect(replayGame(race, { players: [ann, ben], seed: 'plain', log })).toEqual({
      ok: false,
      index: 1,
      error: { code: 'not-your-turn', message: 'Not your turn' },
    });
  });
});

describe('replaySteps', () => {
  it('yields the dealt match and then each position with the action that made it, as replayGame ends', () => {
    const log = [
      { playerId: ann.id, action: 2 },
      { playerId: ben.id, action: 1 },
      { playerId: ann.id, action: 2 },
    ];
    const record = { players: [ann, ben], seed: 'plain', log };
    const steps = [...replaySteps(race, record)];
    expect(steps.map((step) => [step.version, step.entry, step.match.state.total])).toEqual([
      [0, null, 0],
      [1, log[0], 2],
      [2, log[1], 3],
      [3, log[2], 5],
    ]);
    steps.slice(1).forEach((step, index) => expect(step.before).toBe(steps[index].match));
    expect(steps[3].match).toEqual((replayGame(race, record) as { match: unknown }).match);
  });

  it('stops at the first refused entry and returns where, like replayGame', () => {
    const log = [
      { playerId: ann.id, action: 1 },
      { playerId: ben.id, action: 7 },
      { playerId: ann.id, action: 1 },
    ];
    const steps = replaySteps(race, { players: [ann, ben], seed: 'plain', log });
    const versions: number[] = [];
    let next = steps.next();
    while (!next.done) {
      versions.push(next.value.version);
      next = steps.next();
    }
    expect(versions).toEqual([0, 1]);
    expect(next.value).toEqual({ ok: false, index: 1, error: { code: 'illegal', message: 'Add 1 or 2' } });
  });

  it('applies a forfeit through the forfeit path, marking who left', () => {
    const log = [{ playerId: ben.id, action: FORFEIT_ACTION }];
    const [, last] = replaySteps(race, { players: [ann, ben], seed: 'plain', log });
    expect(last.match).toMatchObject({ gameOver: true, forfeited: { players: [ben.id], endedGame: true } });
  });
});

describe('the actions the server makes on a seat’s behalf', () => {
  it('replays each from the log as the server made it', () => {
    const log = [
      { playerId: ann.id, action: { say: 1 } },
      { playerId: ben.id, action: TIMEOUT_ACTION },
      { playerId: cid.id, action: CLAIM_ACTION },
    ];
    const replayed = replayGame(countGame, { players: [ann, ben, cid], seed: 's', log });
    expect(replayed).toMatchObject({
      ok: true,
      match: { gameOver: true, forfeited: { players: [ben.id, ann.id], timedOut: [ben.id] } },
    });
    const aborted = replayGame(countGame, {
      players: [ann, ben],
      seed: 's',
      log: [{ playerId: ann.id, action: ABORT_ACTION }],
    });
    expect(aborted).toMatchObject({ ok: true, match: { aborted: { by: ann.id, late: false }, gameOver: true } });
    const late = replayGame(countGame, {
      players: [ann, ben],
      seed: 's',
      log: [{ playerId: ann.id, action: LATE_ABORT_ACTION }],
    });
    expect(late).toMatchObject({ ok: true, match: { aborted: { by: ann.id, late: true } } });
  });
});
