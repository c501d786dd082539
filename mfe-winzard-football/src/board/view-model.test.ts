import { cellMarks, clickCell, selectedSource } from './interaction';
import type { GameState, Player } from '@tabletop/game-kit';
import type { WinzardState } from '../rules';
import { ALICE, BOB, OPEN, SHOT, SHOT_CELLS, at, freshMatch, matchOf, playAll, seen } from './test-matches';
import { boardView as boardViewOf } from './view-model';

/** The board is given what the server sends: the seat's view of the match. */
const boardView = (match: GameState<WinzardState>, me: Player) => boardViewOf(seen(match), me);

describe('boardView', () => {
  it('offers the kick-off player their ball zone, and nothing to the other player', () => {
    const alice = boardView(freshMatch(), ALICE);
    expect(alice.header).toEqual({
      title: "Alice's turn · Round 1",
      detail: 'Your turn: place the ball on a glowing centre cell',
    });
    expect(alice.phase).toBe('ball');
    expect([...cellMarks(alice, null, null).keys()]).toEqual([at(3, 2), at(3, 3)]);
    expect(clickCell(alice, null, at(3, 2))).toEqual({ kind: 'send', action: { type: 'placeBall', cell: at(3, 2) } });

    const bob = boardView(freshMatch(), BOB);
    expect(bob.header).toEqual({ title: "Alice's turn · Round 1", detail: 'Waiting for Alice' });
    expect(bob.phase).toBe('wait');
    expect(cellMarks(bob, null, null).size).toBe(0);
    expect(clickCell(bob, null, at(3, 2))).toEqual({ kind: 'refuse', reason: 'Not your turn' });
  });

  it('describes 48 cells by card, face, icon and zone', () => {
    const view = boardView(matchOf('round: 2', OPEN), BOB);
    expect(view.cells).toHaveLength(48);
    expect(view.cells[at(2, 2)].label).toBe('Zapp 5, Average; ZAPP (Alice)');
    expect(view.cells[at(7, 2)].label).toBe('Frozt 6, Average; FROZT goalkeeper (yours); right goalkeeper zone');
    expect(view.cells[at(3, 2)].label).toBe('Blaze 8, Average; the ball; left ball zone');
    expect(view.cells[at(4, 3)]).toMatchObject({ character: 'Blaze', value: 3, face: 'Sad', icon: null });
  });

  it('marks the viewer’s sources as selectable, then the picked one as selected with its targets', () => {
    const view = boardView(matchOf('round: 2', OPEN), ALICE);
    expect(view.header.detail).toBe('Your turn: pick a pawn or a card, then where it goes (2 actions left)');
    const idle = cellMarks(view, null, null);
    expect(idle.get(at(2, 2))?.marker).toBe('selectable');
    expect([...idle.values()].some((mark) => mark.marker === 'target')).toBe(false);
    expect(clickCell(view, null, at(6, 5))).toEqual({
      kind: 'refuse',
      reason: 'Pick one of your glowing pawns or cards first',
    });

    expect(clickCell(view, null, at(2, 2))).toEqual({ kind: 'select', cell: at(2, 2) });
    const picked = cellMarks(view, at(2, 2), null);
    expect(picked.get(at(2, 2))?.marker).toBe('selected');
    const targets = [...picked].filter(([, mark]) => mark.marker === 'target').map(([cell]) => cell);
    const moves = view.options.bySource[at(2, 2)].map((choice) => choice.cell);
    expect(targets.sort()).toEqual([...new Set(moves)].sort());
    expect(clickCell(view, at(2, 2), at(2, 0))).toEqual({
      kind: 'send',
      action: { type: 'move', from: at(2, 2), to: at(2, 0) },
    });
    expect(clickCell(view, at(2, 2), at(7, 5))).toEqual({
      kind: 'refuse',
      reason: 'Out of reach: pick a glowing cell, or another piece',
    });
    expect(clickCell(view, at(2, 2), at(2, 2))).toEqual({ kind: 'deselect' });
  });

  it('turns the draw decision into two buttons and says what the last draw did', () => {
    const match = playAll(matchOf('round: 2, actions: 1/2\npile: 11 6', OPEN), [
      { type: 'move', from: at(2, 2), to: at(2, 1) },
    ]);
    const view = boardView(match, ALICE);
    expect(view.phase).toBe('draw');
    expect(view.decisions.map((decision) => decision.label)).toEqual(['Draw a card', 'Skip draw']);
    expect(clickCell(view, null, at(2, 1))).toEqual({ kind: 'refuse', reason: 'Draw a card or skip the draw first' });
    expect(view.lastDraw).toBeNull();
    expect(view.pile).toBe(2);

    const drawn = boardView(playAll(match, [{ type: 'draw' }]), BOB);
    expect(drawn.redCard).toBe(1);
    expect(drawn.pile).toBe(1);
    expect(drawn.lastDraw).toBe('Round 2: Alice drew Blaze 11 (Powerfull): Alice 0 actions, Bob 1 action');
    expect(drawn.players.map((player) => player.actionsLeft)).toEqual([0, 1]);
  });

  it('offers the shot: the lone shooter picked, a shot per direction with its outcome, pass targets, skip', () => {
    const view = boardView(matchOf(SHOT, SHOT_CELLS), ALICE);
    expect(view.header.detail).toBe('Your turn: shoot, pass or skip the shot');
    expect(selectedSource(view, null)).toBe(at(4, 2));
    const shots = view.shots[at(4, 2)];
    expect(shots.map((shot) => shot.label)).toContain('Shoot right');
    expect(shots.find((shot) => shot.direction === 6)?.outcome).toBe('GOAL!');
    expect(shots.find((shot) => shot.direction === 2)?.outcome).toBe('goes out');
    expect(view.decisions.map((decision) => decision.label)).toEqual(['Skip shot']);
    const path = shots.find((shot) => shot.direction === 6)?.path ?? null;
    const marks = cellMarks(view, null, path);
    expect(marks.get(at(6, 2))?.path).toBe('pass');
    expect(marks.get(at(7, 2))?.path).toBe('pass');
  });

  it('shows Game Over with the winner and offers nothing', () => {
    const match = matchOf('turn: over, score: 3-1', OPEN);
    const view = boardView(match, BOB);
    expect(view.header).toEqual({ title: 'Game Over', detail: 'Alice wins 3–1' });
    expect(view.phase).toBe('wait');
    expect(cellMarks(view, null, null).size).toBe(0);
    expect(clickCell(view, null, at(3, 2))).toEqual({ kind: 'refuse', reason: 'The game is over' });
    expect(boardView(match, ALICE).header.detail).toBe('You win 3–1');
  });

  it('renders a state it cannot read without offering anything', () => {
    const broken = { ...freshMatch(), state: { round: 'x' } as never };
    const view = boardView(broken, ALICE);
    expect(view.cells).toHaveLength(48);
    expect(view.round).toBe(1);
    expect(cellMarks(view, null, null).size).toBe(0);
  });
});
