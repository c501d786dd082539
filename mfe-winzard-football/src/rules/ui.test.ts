import { ZONES, cardArt, faceOf, game, iconOwner, pawnsOf, reachOf, shotPreview, sideOf, turnOptions } from './index';
import { LEFT, PLAYERS, RIGHT, matchOf } from './test-support/matches';

describe('helpers for the board', () => {
  it.each([
    [1, 'Sad', 1],
    [3, 'Sad', 1],
    [4, 'Average', 2],
    [8, 'Average', 2],
    [9, 'Powerfull', 3],
    [11, 'Powerfull', 3],
  ])('value %i has the face %s and reach %i', (value, face, reach) => {
    expect(faceOf(value)).toBe(face);
    expect(reachOf(value)).toBe(reach);
  });

  it('names card art as {Character}-{Face}.png', () => {
    expect(cardArt('Zapp', 10)).toBe('Zapp-Powerfull.png');
    expect(cardArt('Blaze', 2)).toBe('Blaze-Sad.png');
  });

  it('knows the zones, the sides and who owns each pawn', () => {
    expect(ZONES).toEqual({ left: { ball: [19, 27], keeper: [16, 24] }, right: { ball: [20, 28], keeper: [23, 31] } });
    const match = game.setup(PLAYERS);
    expect([sideOf(match, LEFT.id), sideOf(match, RIGHT.id), sideOf(match, 99)]).toEqual(['left', 'right', null]);
    expect(['ZURF', 'ZAPP', 'FROZT', 'ROOTZ'].map((pawn) => iconOwner(match, pawn as 'ZURF').id)).toEqual([1, 1, 2, 2]);
    expect(pawnsOf(match, LEFT.id)).toEqual(['ZURF', 'ZAPP']);
    expect(pawnsOf(match, RIGHT.id)).toEqual(['FROZT', 'ROOTZ']);
  });
});

describe('turnOptions: legal actions grouped for a pick-then-target board', () => {
  it('shows placements by target cell and nothing to the player who waits', () => {
    const match = game.setup(PLAYERS);
    const options = turnOptions(match, LEFT.id);
    expect(options.phase).toBe('ball');
    expect(options.placements.map((choice) => choice.cell)).toEqual([19, 27]);
    expect(Object.keys(options.byTarget)).toEqual(['19', '27']);
    expect(options.sources).toEqual([]);
    expect(turnOptions(match, RIGHT.id)).toEqual({
      phase: 'wait',
      placements: [],
      sources: [],
      bySource: {},
      byTarget: {},
      decisions: [],
    });
  });

  it('groups moves, swaps and tackles by the cell picked first', () => {
    const match = matchOf('round: 2, turn: right', { 19: '.*', 21: 'R5r', 20: '.a', 23: '.f', 16: '.z' });
    const options = turnOptions(match, RIGHT.id);
    const fromRootz = options.bySource[21];
    expect(new Set(fromRootz.map((choice) => choice.kind))).toEqual(new Set(['move', 'tackle']));
    // A move and a tackle may share a target: the board tells them apart by kind.
    expect(fromRootz.filter((choice) => choice.cell === 22).map((choice) => choice.kind)).toEqual(['move', 'tackle']);
    expect(options.sources).toContain(21);
    expect(options.sources).toContain(23);
    expect(options.sources.every((cell) => options.bySource[cell].length > 0)).toBe(true);
    const total = Object.values(options.bySource).reduce((sum, choices) => sum + choices.length, 0);
    expect(total).toBe(game.legalActions(match, RIGHT.id).length);
  });

  it('gives shots a target one step from the ball, possibly off the court, and previews where they go', () => {
    const match = matchOf('phase: shot, actions: 0/0, red: 1', { 23: '.*', 22: 'A7a', 0: '.z', 47: '.r', 40: '.f' });
    const options = turnOptions(match, LEFT.id);
    const east = options.bySource[22].find(
      (choice) => choice.kind === 'shoot' && choice.target?.x === 8 && choice.target.y === 2,
    );
    expect(east).toMatchObject({
      cell: null,
      target: { x: 8, y: 2 },
      action: { type: 'shoot', from: 22, direction: 6 },
    });
    expect(shotPreview(match, east!.action)).toEqual({ kind: 'goal', mouth: 'right', path: [] });
    expect(options.decisions).toEqual([{ type: 'skipShot' }]);
  });
});
