import type { StoredMove } from './history-store';
import { KeptMoves } from './kept-moves';

const written = (count: number): StoredMove[] =>
  Array.from({ length: count }, (_, index) => ({
    version: index + 1,
    playerId: 1 + (index % 2),
    text: `m${index + 1}`,
  }));

/** A game's stored moves, recording after which version each read started. */
function store(moves: StoredMove[]) {
  const reads: number[] = [];
  const read = async (after: number) => {
    reads.push(after);
    return moves.filter((move) => move.version > after);
  };
  return { reads, read };
}

const versions = (moves: StoredMove[] | null) => moves?.map((move) => move.version);

describe('KeptMoves', () => {
  it('reads a game once, then only the moves written since', async () => {
    const moves = written(5);
    const { reads, read } = store(moves);
    const kept = new KeptMoves();
    expect(versions(await kept.after(7, 0, 5, read))).toEqual([1, 2, 3, 4, 5]);
    expect(versions(await kept.after(7, 3, 5, read))).toEqual([4, 5]);
    moves.push(...written(7).slice(5));
    expect(versions(await kept.after(7, 5, 7, read))).toEqual([6, 7]);
    expect(versions(await kept.after(7, 0, 7, read))).toHaveLength(7);
    expect(reads).toEqual([0, 5]);
  });

  it('answers up to the version asked about, though more are written', async () => {
    const { read } = store(written(6));
    const kept = new KeptMoves();
    expect(versions(await kept.after(7, 1, 4, read))).toEqual([2, 3, 4]);
    expect(versions(await kept.after(7, 0, 3, read))).toEqual([1, 2, 3]);
  });

  it('keeps each version once when viewers ask at the same time', async () => {
    const { read } = store(written(4));
    const kept = new KeptMoves();
    await Promise.all([kept.after(7, 0, 4, read), kept.after(7, 0, 4, read)]);
    expect(versions(await kept.after(7, 0, 4, read))).toEqual([1, 2, 3, 4]);
  });

  it("reads a viewer's own tail when they are further on than what is kept", async () => {
    const { reads, read } = store(written(9));
    const kept = new KeptMoves();
    expect(versions(await kept.after(7, 7, 9, read))).toEqual([8, 9]);
    expect(reads).toEqual([7]);
  });

  it('answers null for moves logged before texts were kept, and keeps none of them', async () => {
    const { reads, read } = store(written(3).map((move, index) => (index === 1 ? { ...move, text: null } : move)));
    const kept = new KeptMoves();
    expect(await kept.after(7, 0, 3, read)).toBeNull();
    expect(await kept.after(7, 0, 3, read)).toBeNull();
    expect(reads).toEqual([0, 0]);
  });
});
