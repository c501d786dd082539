import { accept, initialScore, reject, type GameDefinition, type Player } from '@tabletop/game-kit';
import { localMatch, localPlay } from './local-match';

const ALICE: Player = { id: 1, name: 'Alice' };
const BOB: Player = { id: 2, name: 'Bob' };

/** A toy game: the state is the seed it was set up with and the moves so far; a negative move is refused. */
const toy: Pick<GameDefinition<{ seed: string | null; moves: number[] }, number>, 'setup' | 'apply'> = {
  setup: (players, ...seed) => ({
    game: 'toy',
    player: players[0],
    score: initialScore(players),
    gameOver: false,
    state: { seed: seed.length > 0 ? (seed[0] ?? null) : null, moves: [] },
  }),
  apply: (match, _playerId, move) =>
    move < 0
      ? reject('illegal', 'Only forwards')
      : accept({
          ...match,
          player: match.player?.id === ALICE.id ? BOB : ALICE,
          state: { ...match.state, moves: [...match.state.moves, move] },
        }),
};

describe('localMatch', () => {
  it('sets the game up as the server sends it: a code and version 0, the seed only when given', () => {
    expect(localMatch(toy, [ALICE, BOB])).toMatchObject({
      code: 'TEST',
      version: 0,
      player: ALICE,
      state: { seed: null },
    });
    expect(localMatch(toy, [ALICE, BOB], 'deal').state.seed).toBe('deal');
  });
});

describe('localPlay', () => {
  const play = localPlay(toy);

  it('applies an accepted move one version on and says ok', () => {
    const { match, outcome } = play(localMatch(toy, [ALICE, BOB]), ALICE.id, 4);
    expect(outcome).toEqual({ ok: true });
    expect(match).toMatchObject({ code: 'TEST', version: 1, player: BOB, state: { moves: [4] } });
  });

  it('keeps the match on a refusal and passes the rules’ message on', () => {
    const before = localMatch(toy, [ALICE, BOB]);
    expect(play(before, ALICE.id, -1)).toEqual({ match: before, outcome: { ok: false, error: 'Only forwards' } });
  });
});
