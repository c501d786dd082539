import type { Player, ScoreEntry } from './contract';
import { addScore, firstPlayer, initialScore, nextPlayer } from './score';

const ANN: Player = { id: 1, name: 'Ann' };
const BEN: Player = { id: 2, name: 'Ben' };
const CAT: Player = { id: 3, name: 'Cat' };

function scores(...values: number[]): ScoreEntry[] {
  return [ANN, BEN, CAT].slice(0, values.length).map((player, i) => ({ player, score: values[i] }));
}

describe('initialScore', () => {
  it('gives every seated player an entry with 0, in seat order', () => {
    expect(initialScore([ANN, BEN])).toEqual(scores(0, 0));
  });

  it('copies the players, so the list shares nothing with its input', () => {
    const players = [{ ...ANN }];
    const list = initialScore(players);
    players[0].name = 'changed';
    expect(list[0].player.name).toBe('Ann');
  });
});

describe('addScore', () => {
  it('adds 1 to the current player by default', () => {
    expect(addScore(scores(0, 5), BEN)).toEqual(scores(0, 6));
  });

  it('adds the given amount, including a negative one', () => {
    expect(addScore(scores(0, 0), ANN, 100)).toEqual(scores(100, 0));
    expect(addScore(scores(3, 0), ANN, -2)).toEqual(scores(1, 0));
  });

  it('adds to a named player id instead of the current player', () => {
    expect(addScore(scores(0, 0, 0), ANN, 3, CAT.id)).toEqual(scores(0, 0, 3));
  });

  it('works without a current player when an id is named', () => {
    expect(addScore(scores(0, 0), null, 1, BEN.id)).toEqual(scores(0, 1));
  });

  it('returns an empty list for a player who is not in the list', () => {
    expect(addScore(scores(0, 0), CAT)).toEqual([]);
    expect(addScore(scores(0, 0), ANN, 1, 99)).toEqual([]);
    expect(addScore(scores(0, 0), null)).toEqual([]);
    expect(addScore([], ANN)).toEqual([]);
  });

  it('leaves its input unchanged', () => {
    const list = Object.freeze(scores(1, 2).map((entry) => Object.freeze(entry)));
    const copy = structuredClone(list);
    addScore(list as ScoreEntry[], ANN, 10);
    expect(list).toEqual(copy);
  });
});

describe('nextPlayer', () => {
  const list = scores(0, 0, 0);

  it('is the entry after the current one, wrapping around', () => {
    expect(nextPlayer(list, ANN)).toEqual(BEN);
    expect(nextPlayer(list, BEN)).toEqual(CAT);
    expect(nextPlayer(list, CAT)).toEqual(ANN);
  });

  it('skips ahead by an offset, wrapping past the end as often as needed', () => {
    expect(nextPlayer(list, ANN, 2)).toEqual(CAT);
    expect(nextPlayer(list, BEN, 2)).toEqual(ANN);
    expect(nextPlayer(list, ANN, 3)).toEqual(ANN);
    expect(nextPlayer(list, ANN, 7)).toEqual(BEN);
    expect(nextPlayer(list, ANN, 0)).toEqual(ANN);
  });

  it('goes backwards with a negative offset', () => {
    expect(nextPlayer(list, ANN, -1)).toEqual(CAT);
    expect(nextPlayer(list, CAT, -1)).toEqual(BEN);
    expect(nextPlayer(list, BEN, -5)).toEqual(CAT);
  });

  it('alternates between two players', () => {
    const two = scores(0, 0);
    expect(nextPlayer(two, ANN)).toEqual(BEN);
    expect(nextPlayer(two, BEN)).toEqual(ANN);
  });

  it('starts from before the first entry when there is no current player', () => {
    expect(nextPlayer(list, null)).toEqual(ANN);
  });

  it('is null for an empty list', () => {
    expect(nextPlayer([], ANN)).toBeNull();
  });
});

describe('firstPlayer', () => {
  it('is the first score entry, or null when nobody is seated', () => {
    expect(firstPlayer(scores(0, 0))).toEqual(ANN);
    expect(firstPlayer([])).toBeNull();
  });
});
