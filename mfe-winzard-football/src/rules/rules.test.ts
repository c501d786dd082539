import { seedRandom } from '@tabletop/game-kit';
import { CARD_VALUES, deal, game, type WinzardAction } from './index';
import { LEFT, PLAYERS, RIGHT, at, legal, matchOf, play, playAll, where } from './test-support/matches';

const move = (from: number, to: number): WinzardAction => ({ type: 'move', from, to });
const swap = (from: number, to: number): WinzardAction => ({ type: 'swap', from, to });
const tackle = (from: number, to: number): WinzardAction => ({ type: 'tackle', from, to });
const shoot = (from: number, direction: 1 | 2 | 3 | 4 | 6 | 7 | 8 | 9): WinzardAction => ({
  type: 'shoot',
  from,
  direction,
});
const pass = (from: number, to: number): WinzardAction => ({ type: 'pass', from, to });
const DRAW: WinzardAction = { type: 'draw' };
const SKIP_DRAW: WinzardAction = { type: 'skipDraw' };
const SKIP_SHOT: WinzardAction = { type: 'skipShot' };

function refused(result: ReturnType<typeof game.apply>, code: string) {
  expect(result).toMatchObject({ ok: false, error: { code } });
}

describe('the game and its start', () => {
  it('describes the game as the contract says', () => {
    expect(game).toMatchObject({ url: 'winzards/football', displayText: 'Football', players: [2, 2], showScore: true });
  });

  it('starts in round 1 with the left player (seat 0) kicking off, 2 actions each, no red card, scores 0', () => {
    const match = game.setup(PLAYERS, 'start');
    expect(match).toMatchObject({ game: 'winzards/football', player: LEFT, gameOver: false });
    expect(match.score).toEqual([
      { player: LEFT, score: 0 },
      { player: RIGHT, score: 0 },
    ]);
    expect(match.state).toMatchObject({
      round: 1,
      phase: 'ball',
      actionsLeft: { [LEFT.id]: 2, [RIGHT.id]: 2 },
      redCard: 0,
      shooter: null,
      possession: LEFT.id,
      kickOff: LEFT.id,
      drawn: [],
      lastDraw: null,
      lastShot: null,
      animation: null,
    });
    expect(match.state.unconvertedCourt.every((cell) => cell.icon === undefined)).toBe(true);
  });

  it('deals from the seed: the same seed the same deal, another seed another one, and no seed a seed of the ids', () => {
    const a = game.setup(PLAYERS, 'alpha');
    expect(game.setup(PLAYERS, 'alpha')).toEqual(a);
    expect(game.setup(PLAYERS, 'beta').state.unconvertedCourt).not.toEqual(a.state.unconvertedCourt);
    expect(game.setup(PLAYERS)).toEqual(game.setup(PLAYERS, 'winzard-football:1,2'));
    const swapped = game.setup([RIGHT, LEFT]);
    expect(swapped.state.unconvertedCourt).not.toEqual(game.setup(PLAYERS).state.unconvertedCourt);
    // The generator's state moved on past the deal and is kept in the state.
    expect(a.state.random).not.toEqual(seedRandom('alpha'));
    expect(a.state.random).toEqual(deal(seedRandom('alpha')).random);
  });
});

describe('the deal (rule 3)', () => {
  it.each(['one', 'two', 'three', 'four'])(
    'seed %s: 22 cards per side, Blaze on the centre, 7 in the pile, 55 cards',
    (seed) => {
      const { court, drawValues } = deal(seedRandom(seed));
      expect(court).toHaveLength(48);
      const key = (character: string, value: number) => `${character}${value}`;
      const leftCells = court.filter((_, cell) => cell % 8 < 4 && ![19, 27].includes(cell));
      const rightCells = court.filter((_, cell) => cell % 8 >= 4 && ![20, 28].includes(cell));
      const sorted = (cards: { character: string; value: number }[]) =>
        cards.map((card) => key(card.character, card.value)).sort();
      const all = (character: string) => CARD_VALUES.map((value) => key(character, value));
      expect(sorted(leftCells)).toEqual([...all('Zapp'), ...all('Zurf')].sort());
      expect(sorted(rightCells)).toEqual([...all('Frozt'), ...all('Rootz')].sort());
      expect([19, 20, 27, 28].map((cell) => court[cell].character)).toEqual(['Blaze', 'Blaze', 'Blaze', 'Blaze']);
      expect(drawValues).toHaveLength(7);
      const blaze = [...[19, 20, 27, 28].map((cell) => court[cell].value), ...drawValues].sort((a, b) => a - b);
      expect(blaze).toEqual(CARD_VALUES);
      expect(court.every((cell) => cell.icon === undefined)).toBe(true);
    },
  );

  it('shuffles within the halves: different seeds put different cards on a cell', () => {
    const firstCells = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => JSON.stringify(deal(seedRandom(seed)).court[0]));
    expect(new Set(firstCells).size).toBeGreaterThan(1);
  });
});

describe('round 1: the kick-off (rule 7)', () => {
  it('has the kick-off player place the ball in their ball zone, then each goalkeeper, then the field pawns go on', () => {
    let match = game.setup(PLAYERS, 'kick-off');
    expect(legal(match)).toEqual([
      { type: 'placeBall', cell: at(3, 2) },
      { type: 'placeBall', cell: at(3, 3) },
    ]);
    refused(game.apply(match, LEFT.id, { type: 'placeBall', cell: at(4, 2) }), 'illegal');
    // A refusal names the cell as the move list does.
    expect(game.apply(match, LEFT.id, { type: 'placeBall', cell: at(4, 2) })).toMatchObject({
      error: { message: 'Cell e3 is not a free cell of your zone' },
    });
    refused(game.apply(match, RIGHT.id, { type: 'placeBall', cell: at(4, 2) }), 'not-your-turn');
    refused(game.apply(match, LEFT.id, { type: 'placeKeeper', cell: at(0, 2) }), 'illegal');

    match = play(match, { type: 'placeBall', cell: at(3, 3) });
    expect(where(match, 'FOOTBALL')).toBe('3,3');
    expect(match.player).toEqual(LEFT);
    expect(legal(match)).toEqual([
      { type: 'placeKeeper', cell: at(0, 2) },
      { type: 'placeKeeper', cell: at(0, 3) },
    ]);
    match = play(match, { type: 'placeKeeper', cell: at(0, 3) });
    expect(match.player).toEqual(RIGHT);
    expect(legal(match)).toEqual([
      { type: 'placeKeeper', cell: at(7, 2) },
      { type: 'placeKeeper', cell: at(7, 3) },
    ]);
    match = play(match, { type: 'placeKeeper', cell: at(7, 2) });

    expect(where(match, 'ZURF')).toBe('0,3');
    expect(where(match, 'FROZT')).toBe('7,2');
    // The kick-off player's field pawn takes the other ball-zone cell; the other's takes its upper ball-zone cell.
    expect(where(match, 'ZAPP')).toBe('3,2');
    expect(where(match, 'ROOTZ')).toBe('4,2');
    expect(match.player).toEqual(LEFT);
    expect(match.state).toMatchObject({ round: 2, phase: 'act', possession: LEFT.id, actionsLeft: { 1: 2, 2: 2 } });
  });

  it('lets the right player kick off after conceding: their ball zone, their keeper first, and round 2 is theirs', () => {
    let match = matchOf('round: 1, phase: ball, turn: right, kickoff: right, possession: right');
    expect(legal(match)).toEqual([
      { type: 'placeBall', cell: at(4, 2) },
      { type: 'placeBall', cell: at(4, 3) },
    ]);
    match = playAll(match, [
      { type: 'placeBall', cell: at(4, 2) },
      { type: 'placeKeeper', cell: at(7, 3) },
      { type: 'placeKeeper', cell: at(0, 2) },
    ]);
    expect([where(match, 'ROOTZ'), where(match, 'ZAPP'), where(match, 'FROZT'), where(match, 'ZURF')]).toEqual([
      '4,3',
      '3,2',
      '7,3',
      '0,2',
    ]);
    expect(match.player).toEqual(RIGHT);
    expect(match.state).toMatchObject({ round: 2, phase: 'act', possession: RIGHT.id });
  });
});

// A mid-game court: ball at (3,2) held by the left, ZAPP beside it, keepers in their zones, ROOTZ at (5,2).
const OPEN = { 19: 'B8*', 20: 'B4', 27: 'B5', 28: 'B3', 18: 'A5a', 16: 'Z2z', 23: 'F6f', 21: 'R3r' };

describe('turns of two actions (rule 8) and the draw decision (rule 10)', () => {
  it('gives the player to move 2 actions, then the draw decision, then the other player 2', () => {
    let match = matchOf('round: 2', OPEN);
    match = play(match, move(at(2, 2), at(2, 1)));
    expect(match.player).toEqual(LEFT);
    expect(match.state.actionsLeft).toEqual({ 1: 1, 2: 2 });
    match = play(match, move(at(2, 1), at(2, 2)));
    expect(match.player).toEqual(LEFT);
    expect(match.state.phase).toBe('draw');
    expect(legal(match)).toEqual([DRAW, SKIP_DRAW]);
    refused(game.apply(match, LEFT.id, move(at(2, 2), at(2, 1))), 'illegal');
    match = play(match, SKIP_DRAW);
    expect(match.player).toEqual(RIGHT);
    expect(match.state).toMatchObject({ phase: 'act', actionsLeft: { 1: 0, 2: 2 }, drawn: [LEFT.id], redCard: 0 });
    match = playAll(match, [move(at(5, 2), at(5, 1)), move(at(5, 1), at(5, 2))]);
    expect(match.player).toEqual(RIGHT);
    expect(match.state.phase).toBe('draw');
    // Without a red card the round simply ends: round 3 is started by the other player than round 2.
    match = play(match, SKIP_DRAW);
    expect(match.player).toEqual(RIGHT);
    expect(match.state).toMatchObject({
      round: 3,
      phase: 'act',
      actionsLeft: { 1: 2, 2: 2 },
      redCard: 0,
      drawn: [],
      shooter: null,
    });
    // Round 4 is the kick-off player's again.
    match = playAll(match, [move(at(5, 2), at(5, 1)), move(at(5, 1), at(5, 2)), SKIP_DRAW]);
    match = playAll(match, [move(at(2, 2), at(2, 1)), move(at(2, 1), at(2, 2)), SKIP_DRAW]);
    expect(match.player).toEqual(LEFT);
    expect(match.state.round).toBe(4);
  });

  it('draws the top card: a red card, recorded with its effect; 4–8 leaves the actions as they are', () => {
    let match = matchOf('round: 2, actions: 1/2\npile: 6 10 2', OPEN);
    match = play(match, move(at(2, 2), at(2, 1)));
    match = play(match, DRAW);
    expect(match.state).toMatchObject({
      drawValues: [10, 2],
      redCard: 1,
      drawn: [LEFT.id],
      actionsLeft: { 1: 0, 2: 2 },
      lastDraw: { player: LEFT.id, round: 2, value: 6, face: 'Average', actionsLeft: { 1: 0, 2: 2 } },
    });
    expect(match.player).toEqual(RIGHT);
  });

  it('≥ 9 as the first player: the drawer 0, the opponent keeps only 1', () => {
    let match = matchOf('round: 2, actions: 1/2\npile: 11', OPEN);
    match = playAll(match, [move(at(2, 2), at(2, 1)), DRAW]);
    expect(match.state.actionsLeft).toEqual({ 1: 0, 2: 1 });
    expect(match.state.lastDraw).toMatchObject({ value: 11, face: 'Powerfull' });
    expect(match.player).toEqual(RIGHT);
    // The opponent's actions first reach 0 here, so they may draw too.
    match = play(match, move(at(5, 2), at(5, 1)));
    expect(match.state.phase).toBe('draw');
    expect(match.player).toEqual(RIGHT);
  });

  it('≥ 9 as the second player: the opponent, already at 0, gets 1 more; nobody draws twice in a round', () => {
    let match = matchOf('round: 2, turn: right, actions: 0/1, drawn: left\npile: 9 9', OPEN);
    match = playAll(match, [move(at(5, 2), at(5, 1)), DRAW]);
    expect(match.state.actionsLeft).toEqual({ 1: 1, 2: 0 });
    expect(match.player).toEqual(LEFT);
    expect(match.state.phase).toBe('act');
    // Spending it ends the round: the left player had their draw decision already, and holds the ball with
    // ZAPP next to it after a red card.
    match = play(match, move(at(2, 2), at(2, 1)));
    expect(match.state).toMatchObject({ round: 2, phase: 'shot' });
  });

  it('≤ 3: the drawer 1, the opponent 0 — the opponent may lose a whole turn', () => {
    let match = matchOf('round: 2, actions: 1/2\npile: 3', OPEN);
    match = playAll(match, [move(at(2, 2), at(2, 1)), DRAW]);
    expect(match.state.actionsLeft).toEqual({ 1: 1, 2: 0 });
    expect(match.state.lastDraw).toMatchObject({ value: 3, face: 'Sad' });
    expect(match.player).toEqual(LEFT);
    expect(match.state.phase).toBe('act');
    // The left player spends it; the round ends without a second draw, and the left holds the ball with ZAPP
    // beside it after a red card: the shot decision.
    match = play(match, move(at(2, 1), at(2, 2)));
    expect(match.state.phase).toBe('shot');
    expect(match.player).toEqual(LEFT);
    expect(match.state.redCard).toBe(1);
  });

  it('reshuffles the Blaze cards not on the court into the pile when it is empty', () => {
    let match = matchOf('round: 2, actions: 1/2\npile: empty', { ...OPEN, 19: 'B1*', 20: 'B2', 27: 'B3', 28: 'B4' });
    const before = match.state.random;
    match = playAll(match, [move(at(2, 2), at(2, 1)), DRAW]);
    const drawn = match.state.lastDraw?.value as number;
    expect([drawn, ...match.state.drawValues].sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(match.state.drawValues).toHaveLength(6);
    expect(match.state.random).not.toEqual(before);
  });

  it('is optional: skipping draws nothing and shows no red card', () => {
    const match = playAll(matchOf('round: 2, actions: 1/2\npile: 11', OPEN), [move(at(2, 2), at(2, 1)), SKIP_DRAW]);
    expect(match.state).toMatchObject({ drawValues: [11], redCard: 0, lastDraw: null, actionsLeft: { 1: 0, 2: 2 } });
  });

  it('counts red cards over the round and clears them when it ends', () => {
    let match = matchOf('round: 2, actions: 1/1\npile: 5 6', OPEN);
    match = playAll(match, [move(at(2, 2), at(2, 1)), DRAW, move(at(5, 2), at(5, 1)), DRAW]);
    expect(match.state.redCard).toBe(2);
    expect(match.state.phase).toBe('shot');
    match = play(match, SKIP_SHOT);
    expect(match.state).toMatchObject({ redCard: 0, round: 3, drawn: [] });
  });
});

describe('moving a pawn (rule 9)', () => {
  const movesFrom = (cells: Record<number, string>, from: number) =>
    legal(matchOf('round: 2', cells)).filter((action) => action.type === 'move' && action.from === from);

  it.each([
    ['Sad (3)', 'A3a', 8],
    ['Average (4)', 'A4a', 24],
    ['Average (8)', 'A8a', 24],
    ['Powerfull (9)', 'A9a', 41],
  ])('reaches by the card under the pawn: %s in the open', (_, token, count) => {
    expect(movesFrom({ [at(3, 2)]: token, [at(7, 5)]: '.*' }, at(3, 2))).toHaveLength(count);
  });

  it('stays on the court in a corner and never lands on an icon', () => {
    expect(movesFrom({ 0: 'A2a', [at(7, 5)]: '.*' }, 0)).toEqual([move(0, 1), move(0, 8), move(0, 9)]);
    expect(movesFrom({ 0: 'A2a', 1: '.*', 9: '.r' }, 0)).toEqual([move(0, 8)]);
  });

  it('moves into the other half, costs one action and leaves the ball where it was', () => {
    let match = matchOf('round: 2', OPEN);
    match = play(match, move(at(2, 2), at(4, 1)));
    expect(where(match, 'ZAPP')).toBe('4,1');
    expect(where(match, 'FOOTBALL')).toBe('3,2');
    expect(match.state.possession).toBe(LEFT.id);
    expect(match.state.actionsLeft[LEFT.id]).toBe(1);
  });

  it("never moves the opponent's pawns or beyond reach", () => {
    const match = matchOf('round: 2', OPEN);
    refused(game.apply(match, LEFT.id, move(at(5, 2), at(5, 1))), 'illegal');
    refused(game.apply(match, LEFT.id, move(at(2, 2), at(2, 5))), 'illegal');
    refused(game.apply(match, LEFT.id, move(at(2, 2), at(3, 2))), 'illegal');
  });
});

describe('swapping cards (rule 9)', () => {
  const swapsOf = (cells: Record<number, string>) =>
    legal(matchOf('round: 2', { [at(0, 5)]: '.a', [at(1, 5)]: '.*', [at(7, 5)]: '.r', ...cells })).filter(
      (action) => action.type === 'swap',
    );

  it('swaps an icon-free card of your half with one within the first card’s reach, in your half only', () => {
    const swaps = swapsOf({ 0: 'Z3', 2: 'A5', 3: 'Z9' });
    expect(swaps.filter((action) => action.type === 'swap' && action.from === 0)).toEqual([
      swap(0, 1),
      swap(0, 8),
      swap(0, 9),
    ]);
    // Reach is the first card's: 0 → 2 is too far for a Sad card, 2 → 0 is within an Average card's.
    expect(swaps).not.toContainEqual(swap(0, 2));
    expect(swaps).toContainEqual(swap(2, 0));
    // A Powerfull card at (3,0) reaches x 0..6, but only x 0..3 is the left half.
    const fromThree = swaps.filter((action) => action.type === 'swap' && action.from === 3);
    expect(fromThree.every((action) => action.type === 'swap' && action.to % 8 < 4)).toBe(true);
    expect(fromThree).toHaveLength(4 * 4 - 1);
    // Cards under icons never swap.
    expect(swaps.some((action) => action.type === 'swap' && [40, 41].includes(action.from))).toBe(false);
    expect(swaps.some((action) => action.type === 'swap' && [40, 41].includes(action.to))).toBe(false);
  });

  it('exchanges the cards and leaves the icons in place, the Blaze centre included', () => {
    let match = matchOf('round: 2', { ...OPEN, 11: 'Z7', 27: 'B5' });
    match = play(match, swap(at(3, 1), at(3, 3)));
    expect(match.state.unconvertedCourt[at(3, 1)]).toStrictEqual({ character: 'Blaze', value: 5 });
    expect(match.state.unconvertedCourt[at(3, 3)]).toStrictEqual({ character: 'Zurf', value: 7 });
    expect(where(match, 'FOOTBALL')).toBe('3,2');
    expect(match.state.actionsLeft[LEFT.id]).toBe(1);
  });

  it("refuses the opponent's half and a cell with an icon", () => {
    const match = matchOf('round: 2', { ...OPEN, 3: 'Z9' });
    refused(game.apply(match, LEFT.id, swap(3, 4)), 'illegal');
    refused(game.apply(match, LEFT.id, swap(3, at(2, 2))), 'illegal');
  });
});

describe('tackling (rule 9, as decided)', () => {
  // The right player to move; the left holds the ball at (3,2); ROOTZ two cells away at (5,2).
  const TACKLE = 'round: 2, turn: right';

  it('takes the ball to an empty cell next to a pawn within its reach, and the possession with it', () => {
    const match = matchOf(TACKLE, { 19: '.*', 21: 'R5r', 20: '.a', 23: '.f', 16: '.z' });
    const tackles = legal(match).filter((action) => action.type === 'tackle');
    expect(tackles).toEqual([12, 13, 14, 22, 28, 29, 30].map((to) => tackle(21, to)));
    const after = play(match, tackle(21, 22));
    expect(where(after, 'FOOTBALL')).toBe('6,2');
    expect(after.state.possession).toBe(RIGHT.id);
    expect(after.state.actionsLeft).toEqual({ 1: 2, 2: 1 });
    // Now it is theirs: no more tackles for them.
    expect(legal(after).some((action) => action.type === 'tackle')).toBe(false);
  });

  it('needs the ball within the reach of the pawn’s card', () => {
    const match = matchOf(TACKLE, { 19: '.*', 21: 'R3r', 16: '.z', 23: '.f', 40: '.a' });
    expect(legal(match).filter((action) => action.type === 'tackle')).toEqual([]);
    // No opponent pawn needs to touch the ball: the ball is simply not the tackler's.
    const far = matchOf(TACKLE, { 19: '.*', 21: 'R5r', 16: '.z', 23: '.f', 47: '.a' });
    expect(legal(far).filter((action) => action.type === 'tackle')).toHaveLength(8);
  });

  it('is illegal with no empty cell next to the pawn, and for the player in possession', () => {
    const boxed = matchOf(TACKLE, { 7: 'R9r', 6: '.*', 14: '.a', 15: '.z', 40: '.f' });
    expect(legal(boxed).filter((action) => action.type === 'tackle')).toEqual([]);
    const holding = matchOf('round: 2, turn: right, possession: right', { 19: '.*', 21: 'R5r', 16: '.z', 23: '.f' });
    expect(legal(holding).filter((action) => action.type === 'tackle')).toEqual([]);
  });
});

// The left holds the ball at (5,2) with ZAPP beside it at (4,2), after a red card: the shot decision.
const SHOT = 'round: 3, phase: shot, actions: 0/0, red: 1, drawn: left right, kickoff: left';

describe('shooting and passing (rules 9 and 11)', () => {
  it('is offered, with skipShot, to the player in possession with a pawn next to the ball', () => {
    const match = matchOf(SHOT, { 21: '.*', 20: 'A3a', 34: '.z', 47: '.r', 31: '.f' });
    expect(match.player).toEqual(LEFT);
    const actions = legal(match);
    expect(actions.filter((action) => action.type === 'shoot')).toEqual(
      ([1, 2, 3, 4, 6, 7, 8, 9] as const).map((direction) => shoot(20, direction)),
    );
    // A Sad passer reaches 2 × 1 cells; the ball lands next to the teammate ZURF at (2,4).
    expect(actions.filter((action) => action.type === 'pass')).toEqual([pass(20, 26), pass(20, 27), pass(20, 35)]);
    expect(actions[actions.length - 1]).toEqual(SKIP_SHOT);
    expect(actions).toHaveLength(12);
  });

  it('comes only at the end of a round with a red card', () => {
    const cells = { 21: '.*', 20: 'A3a', 34: '.z', 47: '.r', 31: '.f' };
    const noRed = play(matchOf('round: 3, turn: right, actions: 0/1, drawn: left right', cells), move(47, 46));
    expect(noRed.state).toMatchObject({ round: 4, phase: 'act', shooter: null });
    const red = play(matchOf('round: 3, turn: right, actions: 0/1, drawn: left right, red: 1', cells), move(47, 46));
    expect(red.state.phase).toBe('shot');
    // The decision belongs to the player in possession, whoever acted last.
    expect(red.player).toEqual(LEFT);
    refused(game.apply(red, RIGHT.id, SKIP_SHOT), 'not-your-turn');
  });

  it('is skipped when the player in possession has no pawn next to the ball', () => {
    const cells = { 21: '.*', 18: 'A3a', 34: '.z', 47: '.r', 31: '.f' };
    const match = play(matchOf('round: 3, turn: right, actions: 0/1, drawn: left right, red: 1', cells), move(47, 46));
    expect(match.state).toMatchObject({ round: 4, phase: 'act', redCard: 0, shooter: null });
  });

  it('ends the round when skipped: reset actions, red cards and draws; the other player starts', () => {
    const match = play(matchOf(SHOT, { 21: '.*', 20: 'A3a', 34: '.z', 47: '.r', 31: '.f' }), SKIP_SHOT);
    expect(match.player).toEqual(LEFT);
    expect(match.state).toMatchObject({
      round: 4,
      phase: 'act',
      actionsLeft: { 1: 2, 2: 2 },
      redCard: 0,
      drawn: [],
      shooter: null,
    });
  });

  it('passes to an empty cell next to the teammate: possession stays, the passer becomes the shooter', () => {
    const match = play(matchOf(SHOT, { 21: '.*', 20: 'A3a', 34: '.z', 47: '.r', 31: '.f' }), pass(20, 27));
    expect(where(match, 'FOOTBALL')).toBe('3,3');
    expect(match.state).toMatchObject({ possession: LEFT.id, shooter: 'ZAPP', round: 4, phase: 'act' });
    expect(match.state.lastShot).toEqual({
      player: LEFT.id,
      shooter: 'ZAPP',
      from: 21,
      path: [27],
      outcome: 'pass',
      at: 27,
    });
  });

  it('reaches 2 × R with a stronger passer', () => {
    const match = matchOf(SHOT, { 21: '.*', 20: 'A9a', 0: '.z', 47: '.r', 31: '.f' });
    expect(legal(match).filter((action) => action.type === 'pass')).toEqual([1, 8, 9].map((to) => pass(20, to)));
  });
});

describe('the shot path (decided)', () => {
  // ZAPP on a 7 at (4,2) next to the ball at (5,2); ZURF out of the way at (0,0); ROOTZ at (7,5).
  const base = { 21: '.*', 20: 'A7a', 0: '.z', 47: '.r' };

  it('scores through rows 2–3 of the far edge: +1, the dance, a new deal, the conceding player kicks off', () => {
    const match = matchOf(SHOT, { ...base, 31: 'F9f' });
    const after = play(match, shoot(20, 6));
    expect(after.score.map((entry) => entry.score)).toEqual([1, 0]);
    expect(after.player).toEqual(RIGHT);
    expect(after.state).toMatchObject({
      round: 1,
      phase: 'ball',
      kickOff: RIGHT.id,
      possession: RIGHT.id,
      actionsLeft: { 1: 2, 2: 2 },
      redCard: 0,
      drawn: [],
      shooter: null,
      lastDraw: null,
      animation: {
        name: 'dance',
        durationMs: 2500,
        goal: 1,
        scorer: LEFT.id,
        shooter: 'ZAPP',
        ownGoal: false,
        mouth: 'right',
        from: 21,
        path: [22, 23],
      },
      lastShot: { player: LEFT.id, shooter: 'ZAPP', outcome: 'goal', at: null, path: [22, 23] },
    });
    // The court is re-dealt from the generator kept in the state, with no icons.
    const redeal = deal(match.state.random);
    expect(after.state.unconvertedCourt).toEqual(redeal.court);
    expect(after.state.drawValues).toEqual(redeal.drawValues);
    expect(after.state.random).toEqual(redeal.random);
    expect(legal(after)).toEqual([
      { type: 'placeBall', cell: at(4, 2) },
      { type: 'placeBall', cell: at(4, 3) },
    ]);
    // The next action clears the animation.
    expect(play(after, { type: 'placeBall', cell: at(4, 2) }).state.animation).toBeNull();
  });

  it('is saved by a goalkeeper whose card is at least the shooter’s: the ball stops before it, the keeper’s side has it', () => {
    const after = play(matchOf(SHOT, { ...base, 23: 'F7f' }), shoot(20, 6));
    expect(after.score.map((entry) => entry.score)).toEqual([0, 0]);
    expect(where(after, 'FOOTBALL')).toBe('6,2');
    expect(after.state).toMatchObject({ possession: RIGHT.id, shooter: 'ZAPP', round: 4, phase: 'act' });
    expect(after.state.lastShot).toMatchObject({ outcome: 'saved', stoppedBy: 'FROZT', path: [22], at: 22 });
  });

  it('passes a weaker goalkeeper', () => {
    const after = play(matchOf(SHOT, { ...base, 23: 'F6f' }), shoot(20, 6));
    expect(after.score.map((entry) => entry.score)).toEqual([1, 0]);
    expect(after.state.animation).toMatchObject({ path: [22, 23] });
  });

  it('is stopped by any other pawn, whose side gets the ball; a keeper right in front stops it where it stands', () => {
    const blocked = play(matchOf(SHOT, { ...base, 22: 'R1r', 47: '.', 31: '.f' }), shoot(20, 6));
    expect(where(blocked, 'FOOTBALL')).toBe('5,2');
    expect(blocked.state).toMatchObject({ possession: RIGHT.id });
    expect(blocked.state.lastShot).toMatchObject({ outcome: 'blocked', stoppedBy: 'ROOTZ', path: [], at: 21 });
  });

  it('is saved by your own strong goalkeeper too: the ball stays yours', () => {
    const after = play(matchOf(SHOT, { ...base, 0: '.', 23: 'Z9z', 31: '.f' }), shoot(20, 6));
    expect(where(after, 'FOOTBALL')).toBe('6,2');
    expect(after.state.possession).toBe(LEFT.id);
    expect(after.state.lastShot).toMatchObject({ outcome: 'saved', stoppedBy: 'ZURF' });
  });

  it('leaving anywhere else puts the ball on the last cell it crossed and gives it to the other side', () => {
    const up = play(matchOf(SHOT, { ...base, 31: '.f' }), shoot(20, 2));
    expect(where(up, 'FOOTBALL')).toBe('5,0');
    expect(up.state.possession).toBe(RIGHT.id);
    expect(up.state.lastShot).toMatchObject({ outcome: 'out', path: [13, 5], at: 5 });
    // Through the corner below the goal mouth: (6,4), (7,5), then out at (8,6).
    const corner = play(matchOf(SHOT, { 29: '.*', 20: 'A7a', 0: '.z', 40: '.r', 31: '.f' }), shoot(20, 9));
    expect(corner.state.lastShot).toMatchObject({ outcome: 'out', path: [38, 47], at: 47 });
  });

  it('rests on the last cell without a pawn when a passed keeper stands on the edge', () => {
    const after = play(matchOf(SHOT, { 5: '.*', 4: 'A7a', 7: 'F1f', 0: '.z', 47: '.r' }), shoot(4, 6));
    expect(after.state.lastShot).toMatchObject({ outcome: 'out', path: [6, 7], at: 6 });
    expect(where(after, 'FOOTBALL')).toBe('6,0');
  });

  it('scores diagonally into the mouth, and from the edge cell itself', () => {
    const diagonal = play(matchOf(SHOT, { 14: '.*', 13: 'A7a', 0: '.z', 47: '.r', 31: '.f' }), shoot(13, 9));
    expect(diagonal.score.map((entry) => entry.score)).toEqual([1, 0]);
    expect(diagonal.state.animation).toMatchObject({ path: [23], mouth: 'right' });
    const edge = play(matchOf(SHOT, { 23: '.*', 22: 'A7a', 0: '.z', 47: '.r', 40: '.f' }), shoot(22, 6));
    expect(edge.state.animation).toMatchObject({ path: [], mouth: 'right', goal: 1 });
  });

  it('an own goal credits the other player, and the shooter’s side kicks off', () => {
    const after = play(matchOf(SHOT, { 17: '.*', 18: 'A7a', 0: '.z', 47: '.r', 31: '.f' }), shoot(18, 4));
    expect(after.score.map((entry) => entry.score)).toEqual([0, 1]);
    expect(after.player).toEqual(LEFT);
    expect(after.state).toMatchObject({ kickOff: LEFT.id, possession: LEFT.id, round: 1 });
    expect(after.state.animation).toMatchObject({ scorer: RIGHT.id, ownGoal: true, mouth: 'left', path: [16] });
    expect(after.state.lastShot).toMatchObject({ outcome: 'own-goal' });
  });

  it('counts goals in the animation so a board tells one dance from the next', () => {
    const after = play(matchOf(`${SHOT}, score: 1-1`, { ...base, 31: '.f' }), shoot(20, 6));
    expect(after.state.animation?.goal).toBe(3);
  });
});

describe('the end (rule 13)', () => {
  it('ends the game at 3 goals: no one to move, the ball in the net, every action refused', () => {
    const match = matchOf(`${SHOT}, score: 2-1`, { 21: '.*', 20: 'A7a', 0: '.z', 47: '.r', 31: '.f' });
    const over = play(match, shoot(20, 6));
    expect(over).toMatchObject({ gameOver: true, player: null });
    expect(over.score.map((entry) => entry.score)).toEqual([3, 1]);
    expect(where(over, 'FOOTBALL')).toBe('off');
    expect(where(over, 'ZAPP')).toBe('4,2');
    expect(over.state.animation).toMatchObject({ name: 'dance', goal: 4, scorer: LEFT.id });
    expect(game.legalActions(over, LEFT.id)).toEqual([]);
    expect(game.legalActions(over, RIGHT.id)).toEqual([]);
    refused(game.apply(over, LEFT.id, { type: 'placeBall', cell: 20 }), 'game-over');
    refused(game.apply(over, RIGHT.id, SKIP_SHOT), 'game-over');
  });

  it('ends it on an own goal that gives the opponent their third', () => {
    const match = matchOf(`${SHOT}, score: 0-2`, { 17: '.*', 18: 'A7a', 0: '.z', 47: '.r', 31: '.f' });
    const over = play(match, shoot(18, 4));
    expect(over).toMatchObject({ gameOver: true, player: null });
    expect(over.score.map((entry) => entry.score)).toEqual([0, 3]);
  });
});

describe('refusals', () => {
  const match = matchOf('round: 2', OPEN);

  it('refuses the player not to move, then shapes that are not actions, then unlisted actions', () => {
    refused(game.apply(match, RIGHT.id, move(21, 22)), 'not-your-turn');
    refused(game.apply(match, 99, move(18, 10)), 'not-your-turn');
    refused(game.apply(match, LEFT.id, { type: 'jump' } as unknown as WinzardAction), 'malformed');
    refused(game.apply(match, LEFT.id, move(18, 48)), 'malformed');
    refused(
      game.apply(match, LEFT.id, { type: 'move', from: 18, to: 10, by: 1 } as unknown as WinzardAction),
      'malformed',
    );
    const unlisted = game.apply(match, LEFT.id, { type: 'shoot', from: 18, direction: 6 });
    expect(unlisted).toMatchObject({
      ok: false,
      error: { code: 'illegal', message: expect.stringMatching(/move, swap or tackle/) },
    });
    expect(game.legalActions(match, RIGHT.id)).toEqual([]);
  });

  it('accepts a listed action written with its keys in another order', () => {
    expect(game.apply(match, LEFT.id, { to: 10, from: 18, type: 'move' } as WinzardAction).ok).toBe(true);
  });
});
