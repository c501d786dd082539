import type { GameDefinition, GameState } from '../contract';
import { accept, reject, rejectOutOfTurn } from '../result';
import { initialScore, nextPlayer } from '../score';
import { playActions } from './play-actions';

const [ann, ben] = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
];

/** Each action appends the mover's id and the step; 0 is refused. */
const logging: Pick<GameDefinition<string[], number>, 'apply'> = {
  apply: (match, playerId, step) =>
    rejectOutOfTurn(match, playerId) ??
    (step === 0
      ? reject('illegal', 'No zero')
      : accept({
          ...match,
          player: nextPlayer(match.score, match.player),
          state: [...match.state, `${playerId}:${step}`],
        })),
};

const start: GameState<string[]> = {
  game: 'log',
  player: ann,
  score: initialScore([ann, ben]),
  gameOver: false,
  state: [],
  code: 'WXYZ',
  version: 0,
};

describe('playActions', () => {
  it('plays each action by the player to move, one version each', () => {
    expect(playActions(logging, start, [3, 1, 2])).toEqual({
      ...start,
      player: ben,
      state: ['1:3', '2:1', '1:2'],
      version: 3,
    });
  });

  it('throws naming the refused action', () => {
    expect(() => playActions(logging, start, [1, 0])).toThrow('0 refused: No zero');
  });

  it('returns the start for no actions', () => {
    expect(playActions(logging, start, [])).toBe(start);
  });
});
