import { GREEN_SQUARES } from '../rules';
import {
  ALICE,
  ALICE_UP_RIGHT,
  BOB,
  bobRepels,
  CLEO,
  freshMatch,
  matchFromNotation,
  playActions,
  PLACE_ALICE,
  PLACE_BOB,
  rows,
} from './test-matches';
import { boardView, pieceOnSquare, type BoardView } from './view-model';

const squareAt = (view: BoardView, x: number, y: number) => view.squares[y * 13 + x];
const nothingToDo = (view: BoardView) =>
  view.phase === 'wait' && view.placements.length + view.moves.length + view.repels.length === 0 && !view.mustPass;

describe('boardView', () => {
  it('lays out 169 squares row by row with their printed values and special kinds', () => {
    const view = boardView(freshMatch(), ALICE);
    expect(view.squares).toHaveLength(169);
    expect(squareAt(view, 0, 0)).toMatchObject({ x: 0, y: 0, value: 3, kind: 'plain', piece: null });
    expect(squareAt(view, 2, 9).value).toBe(5);
    expect(squareAt(view, 1, 1)).toMatchObject({ value: 6, kind: 'black-start' });
    expect(squareAt(view, 11, 6)).toMatchObject({ value: 3, kind: 'silver-start' });
    expect(squareAt(view, 6, 6)).toMatchObject({ value: 4, kind: 'gold-start' });
    expect(view.squares.filter((square) => square.kind === 'green')).toHaveLength(24);
  });

  it('shows the nine neutral pieces in black, silver and gold', () => {
    const view = boardView(freshMatch(), ALICE);
    expect(view.pieces.map((piece) => piece.color)).toEqual([
      ...Array(4).fill('black'),
      ...Array(4).fill('silver'),
      'gold',
    ]);
    expect(squareAt(view, 6, 6).piece).toMatchObject({ color: 'gold', label: 'Gold piece', owner: null });
  });

  it('offers the player placing every free green square, and nothing to the others', () => {
    const alice = boardView(freshMatch(), ALICE);
    expect(alice.phase).toBe('place');
    expect(alice.placements).toEqual(GREEN_SQUARES);
    expect(alice.header).toEqual({
      title: "Alice's turn · Round 1",
      detail: 'Your turn: place your stack on a free green square',
    });
    const bob = boardView(freshMatch(), BOB);
    expect(nothingToDo(bob)).toBe(true);
    expect(bob.header).toEqual({ title: "Alice's turn · Round 1", detail: 'Waiting for Alice' });
    expect(bob.idleReason).toBe('Not your turn');
  });

  it('does not offer a green square next to a placed stack', () => {
    const view = boardView(playActions([PLACE_ALICE]), BOB);
    expect(view.placements).not.toContainEqual({ x: 3, y: 7 });
    expect(view.placements).not.toContainEqual({ x: 3, y: 6 });
    expect(view.placements).toHaveLength(21);
    expect(squareAt(view, 3, 6).piece).toMatchObject({ label: "Alice's dark red stack, 15 left", mine: false });
  });

  it('offers the mover its legal directions with their paths and landing squares', () => {
    const match = playActions([PLACE_ALICE, PLACE_BOB]);
    const view = boardView(match, ALICE);
    expect(view.phase).toBe('move');
    expect(view.header.title).toBe("Alice's turn · Round 2");
    expect(view.stack).toMatchObject({ x: 3, y: 6, mine: true, label: 'Your dark red stack, 15 left' });
    const upRight = view.moves.find((move) => move.direction === ALICE_UP_RIGHT.direction);
    expect(upRight?.landing).toEqual({ x: 9, y: 0 });
    expect(upRight?.path).toHaveLength(6);
    expect(view.moves.map((move) => move.direction)).toEqual(match.state.repellers[9].movableDirections);
    expect(nothingToDo(boardView(match, BOB))).toBe(true);
  });

  it('offers the repelling player each pushable piece with its directions', () => {
    const view = boardView(bobRepels(), BOB);
    expect(view.phase).toBe('repel');
    expect(view.repels.map(({ piece, directions }) => [piece.id, piece.x, piece.y, directions])).toEqual([
      ['repellers.9', 9, 0, [2]],
      ['repellers.10', 9, 1, [8]],
    ]);
    expect(view.header.detail).toBe('Your turn: repel (pick a highlighted piece, then a direction)');
    expect(nothingToDo(boardView(bobRepels(), ALICE))).toBe(true);
  });

  it('tells a player whose stack was pushed off to re-enter it', () => {
    const match = playActions([{ type: 'repel', id: 'repellers.9', direction: 2 }], bobRepels());
    const view = boardView(match, ALICE);
    expect(view.phase).toBe('place');
    expect(view.header).toEqual({
      title: "Alice's turn · Round 3",
      detail: 'Your turn: re-enter your stack on a free green square',
    });
    expect(view.players.map((player) => [player.player.name, player.status, player.value])).toEqual([
      ['Alice', 'captured', 13],
      ['Bob', 'on the board', 14],
    ]);
    expect(view.players[1].points).toEqual({ black: 1, silver: 0, gold: 0 });
    expect(view.pieces.some((piece) => piece.id === 'repellers.9')).toBe(false);
  });

  it('names a piece by its square as the move list does', () => {
    const view = boardView(bobRepels(), BOB);
    expect(view.repels.map(({ piece }) => pieceOnSquare(piece))).toEqual(["Alice's stack on j1", 'Your stack on j2']);
    expect(pieceOnSquare(squareAt(boardView(freshMatch(), ALICE), 6, 6).piece!)).toBe('Gold piece on g7');
  });

  it('offers Pass alone when it is the only legal action', () => {
    const match = matchFromNotation(
      `players: 2, turn: 1, round: 2\n${rows({ 0: '1 b . . . . . . . . . . .', 1: 'b b . . . . . . . . . . .', 12: '. . . . . . . . . . . . 2' })}`,
    );
    const view = boardView(match, ALICE);
    expect(view.mustPass).toBe(true);
    expect(view.moves).toEqual([]);
    expect(view.header.detail).toBe('Your turn: no legal move, press Pass');
    expect(view.idleReason).toBe('No legal move: press Pass');
  });

  it('offers nothing once the game is over and names the winner or those who share the win', () => {
    const over = (alice: string, bob: string) =>
      matchFromNotation(
        `players: 2, turn: over\nstack 1: value 0, points ${alice}\nstack 2: value 0, points ${bob}\n${rows({ 0: '1 . . . . . . . . . . . .', 12: '. . . . . . . . . . . . 2' })}`,
      );
    const won = boardView(over('2/1/0', '1/0/0'), BOB);
    expect(nothingToDo(won)).toBe(true);
    expect(won.header).toEqual({ title: 'Game Over', detail: 'Alice wins with 5 points' });
    expect(won.idleReason).toBe('The game is over');
    expect(boardView(over('2/1/0', '1/0/0'), ALICE).header.detail).toBe('You win with 5 points');
    expect(boardView(over('0/0/1', '2/1/0'), BOB).header.detail).toBe('Alice and you share the win with 5 points');
  });

  it('colours each seat’s stack and counts three players', () => {
    const view = boardView(freshMatch(3), CLEO);
    expect(view.players.map((player) => [player.color, player.value, player.status, player.me])).toEqual([
      ['darkred', 12, 'not placed', false],
      ['blue', 12, 'not placed', false],
      ['green', 12, 'not placed', true],
    ]);
  });

  it('renders a state the rules cannot read without offering anything', () => {
    const broken = { ...freshMatch(), state: { repellers: 'nope' } as never };
    const view = boardView(broken, ALICE);
    expect(view.pieces).toEqual([]);
    expect(view.squares).toHaveLength(169);
    expect(view.placements).toEqual([]);
  });
});
