import { historyPage, historyRow, resultFor } from './history-rows';
import type { StoredHistoryGame } from './history-store';

const [ann, ben, cat] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
  { id: 3, name: 'Cat' },
];

function stored(id: number, fields: Partial<StoredHistoryGame> = {}): StoredHistoryGame {
  return {
    id,
    game: 'super_tic_tac_toe',
    code: 'ABCD',
    status: 'over',
    listed: false,
    version: 9,
    createdAt: new Date('2026-11-25T10:00:00Z'),
    updatedAt: new Date('2026-11-25T10:05:00Z'),
    players: [ann, ben],
    score: [
      { player: ann, score: 1 },
      { player: ben, score: 0 },
    ],
    forfeited: null,
    ...fields,
  };
}

describe('history rows', () => {
  it('shows a finished game for one of its players: opponents, result, moves and dates', () => {
    expect(historyRow(stored(7), ben.id)).toEqual({
      id: 7,
      game: 'super_tic_tac_toe',
      code: 'ABCD',
      status: 'over',
      listed: false,
      players: [ann, ben],
      opponents: [ann],
      result: 'loss',
      moves: 9,
      startedAt: '2026-11-25T10:00:00.000Z',
      endedAt: '2026-11-25T10:05:00.000Z',
    });
    expect(historyRow(stored(7), ann.id).result).toBe('win');
  });

  it('says whether the game was played at a public table, which anyone may watch', () => {
    expect(historyRow(stored(7, { listed: true }), ben.id).listed).toBe(true);
    expect(historyRow(stored(7), ben.id).listed).toBe(false);
  });

  it('has no result nor end while the game runs', () => {
    expect(historyRow(stored(7, { status: 'playing' }), ann.id)).toMatchObject({ result: null, endedAt: null });
  });

  it('calls a shared best score a draw for those who share it, and a loss for the rest', () => {
    const score = [
      { player: ann, score: 3 },
      { player: ben, score: 3 },
      { player: cat, score: 1 },
    ];
    const game = stored(1, { players: [ann, ben, cat], score });
    expect([ann, ben, cat].map((player) => resultFor(game, player.id))).toEqual(['draw', 'draw', 'loss']);
  });

  it('counts a forfeit as a loss whatever the score, and the walkover as a win', () => {
    const game = stored(1, { forfeited: { players: [ann.id], endedGame: true } });
    expect(resultFor(game, ann.id)).toBe('loss');
    expect(resultFor(game, ben.id)).toBe('win');
  });

  it('pages by key: a full page names the last shown id as the next cursor, the last page none', () => {
    const games = [9, 8, 7].map((id) => stored(id));
    expect(historyPage(games, ann.id, 2)).toMatchObject({ games: [{ id: 9 }, { id: 8 }], next: 8 });
    expect(historyPage(games.slice(2), ann.id, 2)).toMatchObject({ games: [{ id: 7 }], next: null });
    expect(historyPage(games.slice(1), ann.id, 2)).toMatchObject({ games: [{ id: 8 }, { id: 7 }], next: null });
    expect(historyPage([], ann.id, 2)).toEqual({ games: [], next: null });
  });
});
