import {
  actionSquare,
  clickSquare,
  directionAction,
  directionChoices,
  squareDescription,
  squareMarks,
} from './interaction';
import {
  ALICE,
  BOB,
  bobRepels,
  freshMatch,
  matchFromNotation,
  playActions,
  PLACE_ALICE,
  PLACE_BOB,
  rows,
} from './test-matches';
import { boardView } from './view-model';

describe('clickSquare', () => {
  it('places on a free green square and explains any other square', () => {
    const view = boardView(freshMatch(), ALICE);
    expect(clickSquare(view, null, 3, 3)).toEqual({ kind: 'send', action: { type: 'place', x: 3, y: 3 } });
    expect(clickSquare(view, null, 0, 0)).toEqual({
      kind: 'refuse',
      reason: 'Place your stack on a free green square',
    });
    expect(clickSquare(boardView(freshMatch(), BOB), null, 3, 3)).toEqual({ kind: 'refuse', reason: 'Not your turn' });
  });

  it('moves by the landing square, and refuses the squares on the way', () => {
    const view = boardView(playActions([PLACE_ALICE, PLACE_BOB]), ALICE);
    expect(clickSquare(view, null, 9, 0)).toEqual({ kind: 'send', action: { type: 'move', direction: 3 } });
    expect(clickSquare(view, null, 5, 4)).toEqual({
      kind: 'refuse',
      reason: 'Move your stack: pick a highlighted square or a direction',
    });
  });

  it('picks a piece to repel, then pushes it onto a target square', () => {
    const view = boardView(bobRepels(), BOB);
    expect(clickSquare(view, null, 0, 0)).toEqual({ kind: 'refuse', reason: 'Pick a highlighted piece to repel' });
    expect(clickSquare(view, null, 9, 1)).toEqual({ kind: 'select', id: 'repellers.10' });
    expect(clickSquare(view, 'repellers.10', 9, 2)).toEqual({
      kind: 'send',
      action: { type: 'repel', id: 'repellers.10', direction: 8 },
    });
    expect(clickSquare(view, 'repellers.10', 8, 2)).toEqual({
      kind: 'refuse',
      reason: 'Push the picked piece: pick an arrow or a highlighted square',
    });
    expect(clickSquare(view, 'repellers.10', 9, 0)).toEqual({ kind: 'select', id: 'repellers.9' });
  });
});

describe('direction controls', () => {
  it('offer the stack’s moves while moving', () => {
    const match = playActions([PLACE_ALICE, PLACE_BOB]);
    const view = boardView(match, ALICE);
    expect(directionChoices(view, null)).toEqual({
      verb: 'Move',
      directions: match.state.repellers[9].movableDirections,
    });
    expect(directionAction(view, null, 3)).toEqual({ type: 'move', direction: 3 });
    expect(directionAction(view, null, 4)).toBeNull();
  });

  it('offer a push only once a piece is picked, including a push off the board', () => {
    const view = boardView(bobRepels(), BOB);
    expect(directionChoices(view, null)).toBeNull();
    expect(directionChoices(view, 'repellers.9')).toEqual({ verb: 'Push', directions: [2] });
    expect(directionAction(view, 'repellers.9', 2)).toEqual({ type: 'repel', id: 'repellers.9', direction: 2 });
    expect(directionAction(view, 'repellers.9', 8)).toBeNull();
    expect(directionAction(view, 'no-such-piece', 2)).toBeNull();
  });

  it('pick the only pushable piece by itself', () => {
    // Alice's own stack on the edge may not be pushed off by her, so only the silver beside it can move.
    const match = matchFromNotation(
      `players: 2, turn: 1, round: 2, moved: yes\n${rows({ 6: '. . . . . . . . . . . s 1', 12: '2 . . . . . . . . . . . .' })}`,
    );
    const view = boardView(match, ALICE);
    expect(view.repels.map(({ piece, directions }) => [piece.id, directions])).toEqual([['repellers.5', [4]]]);
    expect(directionChoices(view, null)).toEqual({ verb: 'Push', directions: [4] });
    expect(clickSquare(view, null, 10, 6)).toEqual({
      kind: 'send',
      action: { type: 'repel', id: 'repellers.5', direction: 4 },
    });
  });
});

describe('squareMarks and descriptions', () => {
  it('marks landing squares clickable and path squares not, previewing one move', () => {
    const view = boardView(playActions([PLACE_ALICE, PLACE_BOB]), ALICE);
    const marks = squareMarks(view, null, 3);
    expect(marks.get('9,0')).toEqual({ role: 'land', clickable: true, direction: 3, emphasis: true });
    expect(marks.get('5,4')).toEqual({ role: 'path', clickable: false, direction: 3, emphasis: true });
    expect([...marks.values()].filter((mark) => mark.clickable)).toHaveLength(view.moves.length);
    expect(squareDescription(view.squares[9], marks.get('9,0'))).toBe(
      'j1; Value 6; your stack lands here moving up-right',
    );
  });

  it('marks the picked piece and its on-board push targets', () => {
    const view = boardView(bobRepels(), BOB);
    const marks = squareMarks(view, 'repellers.10', null);
    expect(marks.get('9,1')?.role).toBe('selected');
    expect(marks.get('9,0')?.role).toBe('pushable');
    expect(marks.get('9,2')).toEqual({ role: 'push', clickable: true, direction: 8, emphasis: false });
    expect(squareDescription(view.squares[9], marks.get('9,0'))).toBe(
      "j1; Value 6; Alice's dark red stack, 14 left; you may pick it to repel",
    );
  });

  it('marks nothing for a player who is waiting', () => {
    expect(squareMarks(boardView(bobRepels(), ALICE), null, null).size).toBe(0);
    expect(squareDescription(boardView(freshMatch(), BOB).squares[14], undefined)).toBe(
      'b2; Value 6; black start square; Black piece',
    );
  });
});

describe('actionSquare', () => {
  it('finds the square a refused action aimed at: a placement, a move’s landing, a push’s target', () => {
    expect(actionSquare(boardView(freshMatch(), ALICE), { type: 'place', x: 3, y: 9 })).toBe('3,9');
    const moving = boardView(playActions([PLACE_ALICE, PLACE_BOB]), ALICE);
    expect(actionSquare(moving, { type: 'move', direction: 3 })).toBe('9,0');
    const silver = moving.pieces.find((piece) => piece.x === 6 && piece.y === 1)!;
    expect(actionSquare(moving, { type: 'repel', id: silver.id, direction: 2 })).toBe('6,0');
    expect(actionSquare(moving, { type: 'pass' })).toBeNull();
  });
});
