import { game, turnOptions, type RepelloAction } from './index';
import { PLAYERS, canonical, legal, matchOf, play, show, sketch } from './test-support/positions';

const [P1, P2, P3, P4] = PLAYERS;
const ROUND2 = 'players: 2, turn: 1, round: 2, moved: no';
const REPELLING = 'players: 2, turn: 1, round: 2, moved: yes';

const move = (direction: number) => ({ type: 'move', direction }) as RepelloAction;
const repel = (id: string, direction: number) => ({ type: 'repel', id, direction }) as RepelloAction;
const place = (x: number, y: number): RepelloAction => ({ type: 'place', x, y });
const PASS: RepelloAction = { type: 'pass' };

function pieceAt(match: ReturnType<typeof matchOf>, x: number, y: number) {
  return match.state.repellers.find((piece) => piece.x === x && piece.y === y);
}

describe('the game and its start (rules 1–4)', () => {
  it('describes the game as the contract says', () => {
    expect(game).toMatchObject({ url: 'repello', displayText: 'Repello', players: [2, 4], showScore: true });
  });

  it('starts with the nine neutral pieces in the spec order, round 1, nothing moved, all scores 0', () => {
    const match = game.setup([P1, P2]);
    expect(match).toMatchObject({ game: 'repello', player: P1, gameOver: false });
    expect(match.score).toEqual([
      { player: P1, score: 0 },
      { player: P2, score: 0 },
    ]);
    expect(match.state.round).toBe(1);
    expect(match.state.moved).toBe(false);
    expect(Object.keys(match.state).sort()).toEqual(['moved', 'repellers', 'round']);
    expect(match.state.repellers.map(({ id, color, x, y, value }) => [id, color, x, y, value])).toEqual([
      ['repellers.0', 'black', 1, 1, 1],
      ['repellers.1', 'black', 11, 11, 1],
      ['repellers.2', 'black', 1, 11, 1],
      ['repellers.3', 'black', 11, 1, 1],
      ['repellers.4', 'silver', 1, 6, 3],
      ['repellers.5', 'silver', 11, 6, 3],
      ['repellers.6', 'silver', 6, 1, 3],
      ['repellers.7', 'silver', 6, 11, 3],
      ['repellers.8', 'gold', 6, 6, 5],
    ]);
    for (const piece of match.state.repellers) {
      expect(piece).toStrictEqual({
        id: piece.id,
        color: piece.color,
        x: piece.x,
        y: piece.y,
        value: piece.value,
        repellableDirections: [],
        movableDirections: [],
        points: { black: 0, silver: 0, gold: 0 },
      });
    }
  });

  it.each([
    [2, 15],
    [3, 12],
    [4, 10],
  ])('gives each of %i players a stack of %i in seat colours, ids after the neutral pieces', (count, size) => {
    let match = game.setup(PLAYERS.slice(0, count));
    const squares: [number, number][] = [
      [3, 3],
      [9, 3],
      [9, 9],
      [3, 9],
    ];
    for (let seat = 0; seat < count; seat++) {
      expect(match.player).toEqual(PLAYERS[seat]);
      expect(match.state.round).toBe(1);
      match = play(match, place(...squares[seat]));
    }
    const stacks = match.state.repellers.filter((piece) => piece.owner !== undefined);
    expect(stacks.map(({ id, color, owner, value, x, y }) => ({ id, color, owner, value, x, y }))).toEqual(
      ['darkred', 'blue', 'green', 'yellow'].slice(0, count).map((color, seat) => ({
        id: `repellers.${9 + seat}`,
        color,
        owner: PLAYERS[seat].id,
        value: size,
        x: squares[seat][0],
        y: squares[seat][1],
      })),
    );
    // Placement drops nothing; after the last placement the turn wraps to seat 1 in round 2.
    expect(match.state.repellers).toHaveLength(9 + count);
    expect(match.state).toMatchObject({ round: 2, moved: false });
    expect(match.player).toEqual(P1);
  });
});

describe('round 1: placement (rule 6)', () => {
  const start = game.setup([P1, P2]);

  it('offers the 24 green squares, row by row, and nothing else', () => {
    const actions = legal(start);
    expect(actions).toHaveLength(24);
    expect(actions.slice(0, 8)).toEqual([3, 4, 5, 6, 7, 8, 9].map((x) => place(x, 3)).concat([place(3, 4)]));
    expect(actions.every((action) => action.type === 'place')).toBe(true);
  });

  it('keeps the next stack off the squares around a placed one', () => {
    const afterCorner = play(start, place(3, 3));
    expect(legal(afterCorner)).toHaveLength(21);
    for (const [x, y] of [
      [3, 3],
      [4, 3],
      [3, 4],
    ]) {
      expect(game.apply(afterCorner, P2.id, place(x, y))).toMatchObject({ ok: false, error: { code: 'illegal' } });
    }
    expect(legal(play(start, place(4, 3)))).toHaveLength(20);
  });

  it('refuses a square off the ring and a move before placing', () => {
    expect(game.apply(start, P1.id, place(5, 5))).toMatchObject({ ok: false, error: { code: 'illegal' } });
    expect(game.apply(start, P1.id, place(1, 1))).toMatchObject({ ok: false, error: { code: 'illegal' } });
    expect(game.apply(start, P1.id, move(6))).toMatchObject({
      ok: false,
      error: { code: 'illegal', message: expect.stringMatching(/cannot move now; you may place/) },
    });
  });
});

describe('moves (rules 8–9)', () => {
  it('moves exactly the value of the first square, drops a black on the start and costs one value', () => {
    const before = matchOf(sketch(ROUND2, { 1: [[3, 3]], 2: [[9, 9]] }));
    expect(legal(before)).toContainEqual(move(6));
    const after = play(before, move(6)); // (4,3) holds a 2: two squares to (5,3)
    expect(show(after)).toBe(
      canonical(
        sketch('players: 2, turn: 2, round: 2, moved: no\nstack 1: value 14, points 0/0/0', {
          1: [[5, 3]],
          2: [[9, 9]],
          b: [[3, 3]],
        }),
      ),
    );
    expect(pieceAt(after, 3, 3)).toMatchObject({ id: 'repellers.11', color: 'black', value: 1 });
    expect('owner' in (pieceAt(after, 3, 3) ?? {})).toBe(false);
  });

  it('bounces off a corner and lands, then must resolve the new neighbours before the turn passes', () => {
    const before = matchOf(sketch(ROUND2, { 1: [[9, 3]], 2: [[3, 9]] }));
    // (10,2) holds a 5: (10,2) (11,1) (12,0), both components flip, (11,1) (10,2).
    const moved = play(before, move(3));
    expect(show(moved)).toBe(
      canonical(
        sketch('players: 2, turn: 1, round: 2, moved: yes\nstack 1: value 14, points 0/0/0', {
          1: [[10, 2]],
          2: [[3, 9]],
          b: [[9, 3]],
        }),
      ),
    );
    expect(legal(moved)).toEqual([repel('repellers.9', 3), repel('repellers.11', 7)]);
    const done = play(moved, repel('repellers.11', 7));
    expect(show(done)).toBe(
      canonical(
        sketch('players: 2, turn: 2, round: 2, moved: no\nstack 1: value 14, points 0/0/0', {
          1: [[10, 2]],
          2: [[3, 9]],
          b: [[8, 4]],
        }),
      ),
    );
  });

  it.each([
    ['a piece on the path', { b: [[4, 3]] }, 6],
    ['a piece on the landing square', { b: [[5, 3]] }, 6],
    ['a piece on a square after a bounce', { b: [[4, 12]] }, 8],
  ] as const)('is blocked by %s', (_name, pieces, direction) => {
    const open = matchOf(sketch(ROUND2, { 1: [[3, 3]], 2: [[9, 9]] }));
    expect(legal(open)).toContainEqual(move(direction));
    const stack = direction === 8 ? [4, 9] : [3, 3];
    const blocked = matchOf(sketch(ROUND2, { 1: [stack as [number, number]], 2: [[9, 9]], ...pieces }));
    expect(legal(blocked)).not.toContainEqual(move(direction));
    expect(game.apply(blocked, P1.id, move(direction))).toMatchObject({ ok: false, error: { code: 'illegal' } });
  });

  it.each([
    ['crossing the start after bouncing off the bottom edge', [4, 11], 8], // (4,12)=3: (4,12) (4,11) (4,10)
    ['ending on the start after bouncing off the bottom edge', [3, 11], 8], // (3,12)=2: (3,12) (3,11)
    ['crossing the start after bouncing off the top edge', [8, 1], 2], // (8,0)=5
    ['crossing the start after bouncing back out of a corner', [2, 2], 1], // (1,1)=6: (0,0) and back over (2,2)
    ['a first square off the board', [0, 5], 4],
    ['a first square off the board, diagonally', [12, 12], 9],
  ] as const)('refuses %s', (_name, [x, y], direction) => {
    const match = matchOf(sketch(ROUND2, { 1: [[x, y]], 2: [[6, 6]] }));
    expect(legal(match)).not.toContainEqual(move(direction));
    expect(match.state.repellers.find((piece) => piece.owner === P1.id)?.movableDirections).not.toContain(direction);
  });

  it('lists exactly the legal directions on the moving stack, and nothing on any other piece', () => {
    const match = matchOf(sketch(ROUND2, { 1: [[3, 11]], 2: [[9, 9]], b: [[4, 10]] }));
    const moves = legal(match).map((action) => (action.type === 'move' ? action.direction : 0));
    const stack = match.state.repellers.find((piece) => piece.owner === P1.id);
    expect(stack?.movableDirections).toEqual(moves);
    // 3 is blocked by the black, 8 ends on the start; 9 bounces off the bottom edge to (6,10).
    expect(moves).toEqual([1, 2, 4, 6, 7, 9]);
    for (const piece of match.state.repellers) {
      expect(piece.repellableDirections).toEqual([]);
      if (piece !== stack) expect(piece.movableDirections).toEqual([]);
    }
  });

  it('never repels before moving, even when pieces already touch', () => {
    const match = matchOf(sketch(ROUND2, { 1: [[5, 5]], 2: [[9, 9]], b: [[6, 5]] }));
    expect(legal(match).every((action) => action.type === 'move')).toBe(true);
    expect(game.apply(match, P1.id, repel('repellers.11', 6))).toMatchObject({ ok: false, error: { code: 'illegal' } });
  });
});

describe('repels (rules 10–12)', () => {
  it('lets the player resolve a chain, one push at a time, then passes the turn', () => {
    const start = matchOf(sketch(REPELLING, { 1: [[5, 5]], 2: [[9, 9]], b: [[6, 5]], s: [[8, 5]] }));
    expect(legal(start)).toEqual([repel('repellers.9', 4), repel('repellers.11', 6)]);
    const first = play(start, repel('repellers.11', 6));
    expect(first.player).toEqual(P1);
    expect(first.state).toMatchObject({ moved: true, repelCount: 1 });
    expect(legal(first)).toEqual([repel('repellers.12', 6)]);
    expect(pieceAt(first, 8, 5)?.repellableDirections).toEqual([6]);
    const second = play(first, repel('repellers.12', 6));
    expect(show(second)).toBe(
      canonical(
        sketch('players: 2, turn: 2, round: 2, moved: no', { 1: [[5, 5]], 2: [[9, 9]], b: [[7, 5]], s: [[9, 5]] }),
      ),
    );
    expect('repelCount' in second.state).toBe(false);
    expect('reached' in second.state).toBe(false);
  });

  it('never pushes a piece back to a position reached earlier in the turn', () => {
    const start = matchOf(sketch(REPELLING, { 1: [[5, 5]], 2: [[9, 9]], b: [[6, 5]], s: [[8, 5]] }));
    // The black goes right, next to the silver: pushing it back left would bring back the position after the move.
    const pushed = play(start, repel('repellers.11', 6));
    expect(pieceAt(pushed, 7, 5)?.repellableDirections).toEqual([]);
    expect(legal(pushed)).not.toContainEqual(repel('repellers.11', 4));
    expect(game.apply(pushed, P1.id, repel('repellers.11', 4))).toMatchObject({
      ok: false,
      error: { code: 'illegal' },
    });
  });

  it('remembers every position of the turn, not only the last one', () => {
    // Two rows alike: a black pushed right from between two others can be pushed back left.
    const row = (y: number): [number, number][] => [
      [4, y],
      [5, y],
      [7, y],
    ];
    const start = matchOf(sketch(REPELLING, { 1: [[12, 0]], 2: [[0, 12]], b: [...row(5), ...row(8)] }));
    const [upper, lower] = ['repellers.12', 'repellers.15'];
    const pushes = [repel(upper, 6), repel(lower, 6), repel(upper, 4)];
    const third = pushes.reduce((match, action) => play(match, action), start);
    expect(third.state).toMatchObject({
      repelCount: 3,
      reached: [expect.any(String), expect.any(String), expect.any(String)],
    });
    // The lower black going back would bring back the position after the move, three pushes ago; the upper one
    // going right again, the position of one push ago.
    expect(legal(third)).not.toContainEqual(repel(lower, 4));
    expect(legal(third)).not.toContainEqual(repel(upper, 6));
    expect(legal(third)).toEqual([repel('repellers.11', 4), repel('repellers.16', 6)]);
  });

  it('passes the turn when every push left would bring back a position of the turn, with pieces still touching', () => {
    // Stack 1 has moved to the right edge. The black next to it can only go left, between the two blacks, which is
    // the position the move left; the stack cannot go off the board.
    const start = matchOf(
      sketch(REPELLING, {
        1: [[12, 5]],
        2: [[3, 9]],
        b: [
          [9, 5],
          [10, 5],
        ],
      }),
    );
    expect(legal(start)).toEqual([repel('repellers.11', 4), repel('repellers.12', 6)]);
    const after = play(start, repel('repellers.12', 6));
    expect(after.player).toEqual(P2);
    expect(show(after)).toBe(
      canonical(
        sketch('players: 2, turn: 2, round: 2, moved: no', {
          1: [[12, 5]],
          2: [[3, 9]],
          b: [
            [9, 5],
            [11, 5],
          ],
        }),
      ),
    );
    expect(after.state).toEqual({ repellers: expect.any(Array), moved: false, round: 2 });
  });

  it('pushes a stack one square without dropping anything or looking at square values', () => {
    const start = matchOf(sketch(REPELLING, { 1: [[5, 5]], 2: [[6, 5]] }));
    const pushed = play(start, repel('repellers.10', 6));
    expect(show(pushed)).toBe(
      canonical(sketch('players: 2, turn: 2, round: 2, moved: no', { 1: [[5, 5]], 2: [[7, 5]] })),
    );
  });

  it.each([
    ['the left edge', 'b', [0, 5], [1, 5], 4, '1/0/0', 1],
    ['the top edge', 's', [6, 0], [6, 1], 2, '0/1/0', 3],
    ['the right edge', 'g', [12, 6], [11, 6], 6, '0/0/1', 5],
    ['the bottom edge', 'b', [4, 12], [4, 11], 8, '1/0/0', 1],
    ['a corner', 's', [12, 12], [11, 11], 9, '0/1/0', 3],
    ['a corner, the other way', 'g', [0, 12], [1, 11], 7, '0/0/1', 5],
  ] as const)(
    'removes a neutral piece pushed off %s and scores it',
    (_name, letter, at, stack, direction, points, score) => {
      const start = matchOf(sketch(REPELLING, { 1: [[...stack]], 2: [[9, 9]], [letter]: [[...at]] }));
      expect(legal(start)).toContainEqual(repel('repellers.11', direction));
      const after = play(start, repel('repellers.11', direction));
      expect(show(after)).toBe(
        canonical(
          sketch(`players: 2, turn: 2, round: 2, moved: no\nstack 1: value 15, points ${points}`, {
            1: [[...stack]],
            2: [[9, 9]],
          }),
        ),
      );
      expect(after.state.repellers.map((piece) => piece.id)).toEqual(['repellers.9', 'repellers.10']);
      expect(after.score).toEqual([
        { player: P1, score },
        { player: P2, score: 0 },
      ]);
    },
  );

  it('never pushes the active player’s own stack off the board', () => {
    const match = matchOf(sketch(REPELLING, { 1: [[0, 5]], 2: [[9, 9]], b: [[1, 5]] }));
    expect(legal(match)).toEqual([repel('repellers.11', 6)]);
    expect(game.apply(match, P1.id, repel('repellers.9', 4))).toMatchObject({ ok: false, error: { code: 'illegal' } });
    expect(match.state.repellers[0].repellableDirections).toEqual([]);
  });

  it('captures an opponent’s stack pushed off: one value from the victim, one black point to the pusher', () => {
    const start = matchOf(sketch(REPELLING, { 1: [[1, 5]], 2: [[0, 5]] }));
    expect(legal(start)).toEqual([repel('repellers.9', 6), repel('repellers.10', 4)]);
    const captured = play(start, repel('repellers.10', 4));
    expect(show(captured)).toBe(
      canonical(
        sketch(
          'players: 2, turn: 2, round: 2, moved: no\nstack 1: value 15, points 1/0/0\nstack 2: value 14, points 0/0/0, off',
          { 1: [[1, 5]] },
        ),
      ),
    );
    expect(captured.state.repellers[1]).toMatchObject({ id: 'repellers.10', x: null, y: null, owner: P2.id });
    expect(captured.score.map((entry) => entry.score)).toEqual([1, 0]);

    // Re-entry is the whole turn: a place on a free green square, nothing dropped, no value lost.
    const options = legal(captured);
    expect(options).toHaveLength(24);
    expect(options.every((action) => action.type === 'place')).toBe(true);
    expect(turnOptions(captured, P2.id)).toMatchObject({ phase: 'place', moves: [], repels: [] });
    const back = play(captured, place(3, 3));
    expect(show(back)).toBe(
      canonical(
        sketch(
          'players: 2, turn: 1, round: 3, moved: no\nstack 1: value 15, points 1/0/0\nstack 2: value 14, points 0/0/0',
          { 1: [[1, 5]], 2: [[3, 3]] },
        ),
      ),
    );
  });

  it('gives nothing for pushing off a stack with no value left, which is then skipped', () => {
    const start = matchOf(sketch(`${REPELLING}\nstack 2: value 0, points 0/1/0`, { 1: [[1, 5]], 2: [[0, 5]] }));
    const after = play(start, repel('repellers.10', 4));
    expect(show(after)).toBe(
      canonical(
        sketch('players: 2, turn: 1, round: 3, moved: no\nstack 2: value 0, points 0/1/0, off', { 1: [[1, 5]] }),
      ),
    );
    expect(after.score.map((entry) => entry.score)).toEqual([0, 3]);
  });

  it('re-enters next to pieces when every free green square is taken, and then resolves repels', () => {
    const ring: [number, number][] = [
      [3, 3],
      [5, 3],
      [7, 3],
      [9, 3],
      [9, 5],
      [9, 7],
      [9, 9],
      [7, 9],
      [5, 9],
      [3, 9],
      [3, 7],
      [3, 5],
    ];
    const header = 'players: 2, turn: 2, round: 3, moved: no\nstack 2: value 10, points 0/0/0, off';
    const match = matchOf(sketch(header, { 1: [[6, 6]], b: ring }));
    const places = legal(match);
    expect(places.map((action) => (action.type === 'place' ? [action.x, action.y] : null))).toEqual([
      [4, 3],
      [6, 3],
      [8, 3],
      [3, 4],
      [9, 4],
      [3, 6],
      [9, 6],
      [3, 8],
      [9, 8],
      [4, 9],
      [6, 9],
      [8, 9],
    ]);
    const placed = play(match, place(4, 3));
    expect(placed.player).toEqual(P2);
    expect(placed.state.moved).toBe(true);
    const black = (x: number, y: number) => pieceAt(placed, x, y)?.id as string;
    expect(legal(placed)).toEqual(
      [repel(black(3, 3), 4), repel(black(5, 3), 6)].sort((a, b) => idOrder(a) - idOrder(b)),
    );
    expect(placed.state.repellers.filter((piece) => piece.color === 'black')).toHaveLength(12);
  });

  it('passes a captured stack whose owner finds every green square taken', () => {
    const ring: [number, number][] = [];
    for (let i = 3; i <= 9; i++) ring.push([i, 3], [i, 9], [3, i], [9, i]);
    const header = 'players: 2, turn: 2, round: 3, moved: no\nstack 2: value 10, points 0/0/0, off';
    const match = matchOf(sketch(header, { 1: [[0, 6]], b: ring }));
    expect(legal(match)).toEqual([PASS]);
    const after = play(match, PASS);
    expect(after).toMatchObject({ player: P1, gameOver: false, state: { round: 4, moved: false } });
    expect(after.state.repellers).toHaveLength(match.state.repellers.length);
  });

  it('passes the turn after 200 repels even when new positions remain (the backstop)', () => {
    const pieces = {
      1: [[5, 5]],
      2: [[9, 9]],
      b: [
        [6, 5],
        [10, 5],
      ],
      s: [[8, 5]],
    } as Record<string, [number, number][]>;
    const almost = matchOf(sketch(`${REPELLING}, repels: 198`, pieces));
    const at199 = play(almost, repel('repellers.11', 6));
    expect(at199.player).toEqual(P1);
    expect(at199.state.repelCount).toBe(199);
    const at200 = play(at199, repel('repellers.12', 6)); // next to the black at (10,5), which could still go right
    expect(at200.player).toEqual(P2);
    expect(at200.state).toEqual({ repellers: expect.any(Array), moved: false, round: 2 });
    expect(show(at200)).toBe(
      canonical(
        sketch('players: 2, turn: 2, round: 2, moved: no', {
          1: [[5, 5]],
          2: [[9, 9]],
          b: [
            [7, 5],
            [10, 5],
          ],
          s: [[9, 5]],
        }),
      ),
    );
  });
});

function idOrder(action: RepelloAction): number {
  return action.type === 'repel' ? Number(action.id.split('.')[1]) : -1;
}

describe('turn order and rounds (rules 13–14)', () => {
  it('skips a player with no value left', () => {
    const header = 'players: 3, turn: 1, round: 2, moved: no\nstack 2: value 0, points 0/0/0';
    const after = play(matchOf(sketch(header, { 1: [[3, 3]], 2: [[9, 3]], 3: [[9, 9]] })), move(8));
    expect(after.player).toEqual(P3);
    expect(after.state.round).toBe(2);
    expect(pieceAt(after, 3, 6)?.owner).toBe(P1.id); // (3,4) holds a 3
  });

  it('counts a round when the turn wraps past seat 1, even when seat 1 is skipped', () => {
    const header = 'players: 3, turn: 3, round: 5, moved: no\nstack 1: value 0, points 0/0/0';
    const after = play(matchOf(sketch(header, { 1: [[3, 3]], 2: [[9, 3]], 3: [[3, 9]] })), move(6));
    expect(after.player).toEqual(P2);
    expect(after.state.round).toBe(6);
  });

  it('counts a round for every turn of the last player with value', () => {
    const header = 'players: 4, turn: 3, round: 7, moved: no\nstack 1: value 0\nstack 2: value 0\nstack 4: value 0';
    const after = play(matchOf(sketch(header, { 1: [[0, 0]], 2: [[12, 0]], 3: [[3, 3]], 4: [[0, 12]] })), move(6));
    expect(after.player).toEqual(P3);
    expect(after.state.round).toBe(8);
  });

  it('passes, dropping nothing, only when the stack cannot move', () => {
    const boxed = {
      1: [[0, 0]],
      2: [[9, 9]],
      b: [
        [1, 0],
        [0, 1],
        [1, 1],
      ],
    } as Record<string, [number, number][]>;
    const match = matchOf(sketch(ROUND2, boxed));
    expect(legal(match)).toEqual([PASS]);
    expect(turnOptions(match, P1.id)).toMatchObject({ phase: 'move', mustPass: true, moves: [] });
    const after = play(match, PASS);
    expect(show(after)).toBe(canonical(sketch('players: 2, turn: 2, round: 2, moved: no', boxed)));
    const free = matchOf(sketch(ROUND2, { 1: [[3, 3]], 2: [[9, 9]] }));
    expect(game.apply(free, P1.id, PASS)).toMatchObject({
      ok: false,
      error: { code: 'illegal', message: expect.stringMatching(/cannot pass/) },
    });
  });

  it('ends the game when nobody with value could act again', () => {
    const header =
      'players: 2, turn: 1, round: 9, moved: no\nstack 1: value 3, points 2/0/0\nstack 2: value 4, points 0/1/0';
    const boxed = {
      1: [[0, 0]],
      2: [[12, 12]],
      b: [
        [1, 0],
        [0, 1],
        [1, 1],
        [11, 12],
        [12, 11],
        [11, 11],
      ],
    } as Record<string, [number, number][]>;
    const after = play(matchOf(sketch(header, boxed)), PASS);
    expect(after).toMatchObject({ gameOver: true, player: null });
    expect(after.score.map((entry) => entry.score)).toEqual([2, 3]);
    expect(game.legalActions(after, P2.id)).toEqual([]);
  });
});

describe('the end (rule 15)', () => {
  it('ends a 2-player game when the last value is spent, with a shared tie', () => {
    const header = 'players: 2, turn: 2, round: 12\nstack 1: value 0, points 2/1/0\nstack 2: value 1, points 0/0/1';
    const match = matchOf(sketch(header, { 1: [[3, 3]], 2: [[9, 9]] }));
    const end = play(match, move(2)); // (9,8) holds a 5: up to (9,4)
    expect(end).toMatchObject({ gameOver: true, player: null });
    expect(end.score).toEqual([
      { player: P1, score: 5 },
      { player: P2, score: 5 },
    ]);
    expect(pieceAt(end, 9, 4)).toMatchObject({ owner: P2.id, value: 0 });
    for (const piece of end.state.repellers) {
      expect(piece.movableDirections).toEqual([]);
      expect(piece.repellableDirections).toEqual([]);
    }
    for (const player of [P1, P2]) {
      expect(game.legalActions(end, player.id)).toEqual([]);
      expect(game.apply(end, player.id, PASS)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    }
  });

  it('ends a 3-player game after the last move', () => {
    const header =
      'players: 3, turn: 1, round: 10\nstack 1: value 1, points 3/0/0\nstack 2: value 0, points 1/1/0\nstack 3: value 0, points 0/0/0';
    const end = play(matchOf(sketch(header, { 1: [[3, 3]], 2: [[9, 3]], 3: [[9, 9]] })), move(6));
    expect(end).toMatchObject({ gameOver: true, player: null });
    expect(end.score.map((entry) => entry.score)).toEqual([3, 4, 0]);
  });

  it('ends a 4-player game only after the last repels are resolved', () => {
    const header =
      'players: 4, turn: 4, round: 8, moved: yes\nstack 1: value 0\nstack 2: value 0, points 1/0/0\nstack 3: value 0\nstack 4: value 0, points 0/1/0';
    const match = matchOf(
      sketch(header, { 1: [[0, 0]], 2: [[5, 0]], 3: [[0, 9]], 4: [[11, 6]], g: [[12, 6]], b: [[6, 6]] }),
    );
    expect(match.gameOver).toBe(false);
    const end = play(match, repel('repellers.14', 6));
    expect(end).toMatchObject({ gameOver: true, player: null });
    expect(end.score.map((entry) => entry.score)).toEqual([0, 1, 0, 8]);
  });
});

describe('turn options for a board', () => {
  it('groups the moves with their paths and landings, and the repels by piece', () => {
    const match = matchOf(sketch(ROUND2, { 1: [[9, 3]], 2: [[3, 9]] }));
    const options = turnOptions(match, P1.id);
    expect(options.phase).toBe('move');
    expect(options.moves.find((option) => option.direction === 3)).toEqual({
      direction: 3,
      path: [
        { x: 10, y: 2 },
        { x: 11, y: 1 },
        { x: 12, y: 0 },
        { x: 11, y: 1 },
        { x: 10, y: 2 },
      ],
      landing: { x: 10, y: 2 },
    });
    expect(options.moves.map((option) => option.direction)).toEqual(
      legal(match).map((action) => (action.type === 'move' ? action.direction : 0)),
    );
    expect(turnOptions(match, P2.id)).toEqual({
      phase: 'wait',
      placements: [],
      moves: [],
      repels: [],
      mustPass: false,
    });
    const repelling = play(match, move(3));
    expect(turnOptions(repelling, P1.id)).toMatchObject({
      phase: 'repel',
      repels: [
        { id: 'repellers.9', directions: [3] },
        { id: 'repellers.11', directions: [7] },
      ],
    });
  });
});

describe('errors', () => {
  const match = matchOf(sketch(ROUND2, { 1: [[3, 3]], 2: [[9, 9]] }));

  it('refuses the waiting player and strangers with not-your-turn, before reading the action', () => {
    expect(game.apply(match, P2.id, move(6))).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(game.apply(match, 99, null as never)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(game.legalActions(match, P2.id)).toEqual([]);
    expect(game.legalActions(match, P4.id)).toEqual([]);
  });

  it('says why an action is refused, naming squares and moves as the move list does', () => {
    const refusal = (on: typeof match, action: RepelloAction) => {
      const result = game.apply(on, on.player?.id ?? -1, action);
      return result.ok ? null : result.error.message;
    };
    expect(refusal(game.setup([P1, P2]), place(5, 5))).toBe('f6 is not a free green square');
    const onTheEdge = matchOf(sketch(ROUND2, { 1: [[0, 5]], 2: [[9, 9]] }));
    expect(refusal(onTheEdge, move(4))).toBe('You cannot move a6 ←');
    const pushed = play(
      matchOf(sketch(REPELLING, { 1: [[5, 5]], 2: [[9, 9]], b: [[6, 5]], s: [[8, 5]] })),
      repel('repellers.11', 6),
    );
    expect(refusal(pushed, repel('repellers.11', 4))).toBe(
      'You cannot repel black h6 ←: it would bring back a position of this turn',
    );
    expect(refusal(pushed, repel('repellers.12', 4))).toBe('You cannot repel silver i6 ←');
  });

  it('names an unknown piece as illegal, not malformed', () => {
    expect(game.apply(match, P1.id, repel('repellers.99', 6))).toMatchObject({ ok: false, error: { code: 'illegal' } });
  });
});
