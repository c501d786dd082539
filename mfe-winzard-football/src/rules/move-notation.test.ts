import { FORFEIT_ACTION, moveText, type Match } from '@tabletop/game-kit';
import { game } from './game';
import { describeAction } from './move-notation';
import { parseMatch } from './notation';
import type { WinzardState } from './types';
import { view } from './view';

const MATCH = parseMatch(`round: 4, phase: act, turn: left
Z5   A9   Z4   Z10  R11  R7   F7   R3
A6   Z8   A11  A2   F3   R9   F10  F11
A8z  Z6   A5   B8   B4*  R10  F6   F1f
Z2   A1a  Z1   B5   B3   F4   R1   R5
Z7   A7   Z11  A4   F8   R4r  F5   R8
A10  Z9   Z3   A3   R2   R6   F9   F2
`);
const seen = view(MATCH, null);
const cell = (x: number, y: number) => y * 8 + x;

describe('the move notation', () => {
  it('names the pawn on the starting cell, and cells by column letter and row from the top', () => {
    expect(describeAction(seen, 1, { type: 'move', from: cell(0, 2), to: cell(1, 2) })).toBe('Zurf a3-b3');
    expect(describeAction(seen, 1, { type: 'swap', from: cell(1, 3), to: cell(0, 2) })).toBe('Zapp b4<>a3');
    expect(describeAction(seen, 2, { type: 'tackle', from: cell(7, 2), to: cell(6, 2) })).toBe('Frozt h3xg3');
    expect(describeAction(seen, 1, { type: 'shoot', from: cell(1, 3), direction: 6 })).toBe('Zapp b4 shoots →');
    expect(describeAction(seen, 1, { type: 'pass', from: cell(1, 3), to: cell(6, 1) })).toBe('Zapp b4 passes g2');
  });

  it('writes the placements and the decisions in words', () => {
    expect(describeAction(seen, 1, { type: 'placeBall', cell: cell(3, 2) })).toBe('ball d3');
    expect(describeAction(seen, 1, { type: 'placeKeeper', cell: cell(0, 5) })).toBe('keeper a6');
    expect(describeAction(seen, 1, { type: 'draw' })).toBe('draw');
    expect(describeAction(seen, 1, { type: 'skipDraw' })).toBe('no draw');
    expect(describeAction(seen, 1, { type: 'skipShot' })).toBe('no shot');
  });

  it('writes the same move list whatever the hidden pile holds: it is given the public view only', () => {
    expect(game.describeAction).toBe(describeAction);
    let match = game.setup(
      [
        { id: 1, name: 'Ann' },
        { id: 2, name: 'Ben' },
      ],
      'notation-test',
    );
    for (let turn = 0; turn < 40 && !match.gameOver; turn++) {
      const mover = match.player!.id;
      const legal = game.legalActions(match, mover);
      const reshuffled: Match<WinzardState> = {
        ...match,
        state: { ...match.state, drawValues: [...match.state.drawValues].reverse() },
      };
      for (const action of legal)
        expect(moveText(game, match, mover, action)).toBe(moveText(game, reshuffled, mover, action));
      expect(moveText(game, match, mover, legal[0])).not.toMatch(/^\{/);
      const next = game.apply(match, mover, legal[turn % legal.length]);
      if (!next.ok) throw new Error(next.error.message);
      match = next.match;
    }
    expect(moveText(game, match, 1, FORFEIT_ACTION)).toBe('resigns');
    expect(moveText(game, match, 1, { type: 'fly' })).toBe('{"type":"fly"}');
  });
});
