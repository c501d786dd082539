import { FORFEIT_ACTION, moveText } from '@tabletop/game-kit';
import { game } from './game';
import { describeAction } from './move-notation';
import { parsePosition } from './notation';
import { matchFromPosition } from './players';

const players = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Ben' },
];

const POSITION = `players: 2, turn: 1, round: 3, moved: no
. . . . . . . . . . . . .
. b . . . . s . . . . b .
. . . . . . . . . . . . .
. . . 1 . . . . . . . . .
. . . b . . . . . . . . .
. . . . . . . . . . . . .
. s . . . . . . . . b s .
. . . . . . . . . . . . .
. . . . . . . . . 2 . . .
. . . . . . . . . b . . .
. . . . . . . . . . . . .
. b . . . . s . . . . . .
. . . . . . . . . . . . .
`;

const match = matchFromPosition(players, parsePosition(POSITION));

describe('the move notation', () => {
  it('names squares by column letter and row from the top', () => {
    expect(describeAction(game.setup(players), 1, { type: 'place', x: 6, y: 6 })).toBe('place g7');
    expect(describeAction(game.setup(players), 1, { type: 'place', x: 0, y: 12 })).toBe('place a13');
  });

  it("moves the mover's own stack from where it stands", () => {
    expect(describeAction(match, 1, { type: 'move', direction: 3 })).toBe('move d4 ↗');
    expect(describeAction(match, 2, { type: 'move', direction: 4 })).toBe('move j9 ←');
  });

  it('repels a piece named by its colour and square', () => {
    const silver = match.state.repellers.find((piece) => piece.x === 6 && piece.y === 1)!;
    expect(describeAction(match, 1, { type: 'repel', id: silver.id, direction: 8 })).toBe('repel silver g2 ↓');
    const stack = match.state.repellers.find((piece) => piece.owner === 2)!;
    expect(describeAction(match, 1, { type: 'repel', id: stack.id, direction: 9 })).toBe('repel blue j9 ↘');
    expect(describeAction(match, 1, { type: 'pass' })).toBe('pass');
  });

  it('describes every legal action of a real game, and moveText falls back to JSON for anything else', () => {
    expect(game.describeAction).toBe(describeAction);
    let current = game.setup(players);
    for (let turn = 0; turn < 12 && !current.gameOver; turn++) {
      const mover = current.player!.id;
      const [action] = game.legalActions(current, mover);
      expect(moveText(game, current, mover, action)).toMatch(
        /^(place [a-m]\d+|move [a-m]\d+ .|repel \w+ [a-m]\d+ .|pass)$/,
      );
      const next = game.apply(current, mover, action);
      if (!next.ok) throw new Error(next.error.message);
      current = next.match;
    }
    expect(moveText(game, current, 1, { type: 'jump' })).toBe('{"type":"jump"}');
    expect(moveText(game, current, 1, FORFEIT_ACTION)).toBe('resigns');
  });
});
