import type { Match } from './contract';
import { initialScore, nextPlayer } from './score';
import { checkedApply, moverActions } from './turn-checks';

/** A tally: the player to move adds a listed step to a shared total; a step past 10 is illegal. */
type Tally = { total: number };
type Step = { step: number };

const ann = { id: 1, name: 'Ann' };
const ben = { id: 2, name: 'Ben' };
const running: Match<Tally> = {
  game: 'tally',
  player: ann,
  score: initialScore([ann, ben]),
  gameOver: false,
  state: { total: 8 },
};

const seen: string[] = [];
const apply = checkedApply<Tally, Step>({
  readAction(action) {
    seen.push('read');
    const step = (action as Partial<Step> | null)?.step;
    return typeof step === 'number' ? { step } : null;
  },
  malformed: 'An action is { step } with a number',
  illegalReason(match, playerId, { step }) {
    seen.push(`legal? ${playerId}`);
    return match.state.total + step > 10 ? `${step} passes 10` : null;
  },
  play: (match, playerId, { step }) => {
    seen.push(`play ${playerId}`);
    return { ...match, player: nextPlayer(match.score, match.player), state: { total: match.state.total + step } };
  },
});
const legalActions = moverActions<Tally, Step>((match) => [{ step: 10 - match.state.total }]);

beforeEach(() => {
  seen.length = 0;
});

describe('checkedApply', () => {
  it('plays a readable legal move of the player to move, through the game, and accepts what it makes', () => {
    expect(apply(running, ann.id, { step: 2 })).toEqual({
      ok: true,
      match: { ...running, player: ben, state: { total: 10 } },
    });
    expect(seen).toEqual(['read', 'legal? 1', 'play 1']);
  });

  it('refuses a finished game and the wrong player before reading the action', () => {
    expect(apply({ ...running, gameOver: true, player: null }, ann.id, { step: 1 })).toEqual({
      ok: false,
      error: { code: 'game-over', message: 'The game is over' },
    });
    expect(apply(running, ben.id, { step: 1 })).toEqual({
      ok: false,
      error: { code: 'not-your-turn', message: 'It is not your turn' },
    });
    expect(seen).toEqual([]);
  });

  it('refuses an unreadable action with what an action is, before asking whether it is legal', () => {
    expect(apply(running, ann.id, { step: '2' } as never)).toEqual({
      ok: false,
      error: { code: 'malformed', message: 'An action is { step } with a number' },
    });
    expect(seen).toEqual(['read']);
  });

  it("refuses an illegal move with the game's reason, without playing it", () => {
    expect(apply(running, ann.id, { step: 3 })).toEqual({
      ok: false,
      error: { code: 'illegal', message: '3 passes 10' },
    });
    expect(seen).toEqual(['read', 'legal? 1']);
  });
});

describe('moverActions', () => {
  it("lists the game's moves for the player to move only, and nothing once the game is over", () => {
    expect(legalActions(running, ann.id)).toEqual([{ step: 2 }]);
    expect(legalActions(running, ben.id)).toEqual([]);
    expect(legalActions({ ...running, gameOver: true }, ann.id)).toEqual([]);
  });
});
