import type { Match } from './contract';
import { applyMove, FORFEIT_ACTION, forfeitMatch, isForfeitAction } from './forfeit';
import { initialScore } from './score';

const [ann, ben, cid] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
  { id: 3, name: 'Cid' },
];

function running(players = [ann, ben], player = ann): Match<{ moves: number }> {
  return { game: 'g', player, score: initialScore(players), gameOver: false, state: { moves: 3 } };
}

describe('forfeitMatch without a game hook', () => {
  it('ends the game when fewer than the minimum would remain, keeping scores and state', () => {
    const match = running();
    expect(forfeitMatch(match, ben.id, { players: [2, 2] })).toEqual({
      ...match,
      player: null,
      gameOver: true,
      forfeited: { players: [ben.id], endedGame: true },
    });
  });

  it('keeps a game that can go on, passing the turn on only if it was the leaver’s, and keeps the leaver’s entry', () => {
    const match = running([ann, ben, cid], ann);
    const definition = { players: [2, 4] as [number, number] };
    const annLeft = { players: [ann.id], endedGame: false };
    expect(forfeitMatch(match, ann.id, definition)).toEqual({ ...match, player: ben, forfeited: annLeft });
    expect(forfeitMatch(match, cid.id, definition)).toEqual({
      ...match,
      forfeited: { players: [cid.id], endedGame: false },
    });
    expect(forfeitMatch(match, cid.id, definition, 2)).toEqual({
      ...match,
      player: null,
      gameOver: true,
      forfeited: { players: [cid.id], endedGame: true },
    });
  });

  it('changes nothing for a finished game or someone not seated', () => {
    const over = { ...running(), player: null, gameOver: true };
    expect(forfeitMatch(over, ann.id, { players: [2, 2] })).toBe(over);
    const match = running();
    expect(forfeitMatch(match, 99, { players: [2, 2] })).toBe(match);
  });
});

describe('forfeitMatch with a game hook', () => {
  it('lets the game decide', () => {
    const match = running();
    const forfeit = jest.fn((m: typeof match) => ({ ...m, state: { moves: -1 } }));
    expect(forfeitMatch(match, ann.id, { players: [2, 2], forfeit })).toEqual({
      ...match,
      state: { moves: -1 },
      forfeited: { players: [ann.id], endedGame: false },
    });
    expect(forfeit).toHaveBeenCalledWith(match, ann.id);
  });
});

describe('who forfeited', () => {
  const definition = { players: [2, 4] as [number, number] };

  it('adds each leaver in order, says whether the last one ended the game, and ignores a second forfeit', () => {
    const first = forfeitMatch(running([ann, ben, cid], ann), ann.id, definition);
    expect(forfeitMatch(first, ann.id, definition)).toBe(first);
    expect(forfeitMatch(first, ben.id, definition, 2).forfeited).toEqual({
      players: [ann.id, ben.id],
      endedGame: true,
    });
  });

  it('survives a move by rules that rebuild the match from their own fields', () => {
    const apply = (m: Match<{ moves: number }>) => ({
      ok: true as const,
      match: { game: m.game, player: m.player, score: m.score, gameOver: false, state: { moves: m.state.moves + 1 } },
    });
    const left = forfeitMatch(running([ann, ben, cid], ann), cid.id, definition);
    const moved = applyMove({ apply }, left, ann.id, 'go');
    expect(moved).toEqual({ ok: true, match: { ...left, state: { moves: 4 } } });
    expect(applyMove({ apply }, running(), ann.id, 'go')).toEqual(apply(running()));
  });
});

describe('isForfeitAction', () => {
  it('recognises the recorded forfeit and nothing else', () => {
    expect(isForfeitAction(FORFEIT_ACTION)).toBe(true);
    expect(isForfeitAction(JSON.parse(JSON.stringify(FORFEIT_ACTION)))).toBe(true);
    for (const other of [null, 'x', { type: 'forfeit' }, { board: 1, cell: 2 }, []])
      expect(isForfeitAction(other)).toBe(false);
  });
});
