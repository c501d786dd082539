import { render, screen } from '@testing-library/react';
import type { ActionOutcome, BoardModule, BoardProps } from '@tabletop/board-kit';
import { runningGame } from '../test/game-states';
import { GUEST } from '../test/render-app';
import { BoardSlot } from './BoardSlot';

let boardRenders = 0;

function CountingBoard({ match, me, computers, replay }: BoardProps) {
  boardRenders += 1;
  return (
    <p>
      {me.name} at v{match.version}
      {computers && ` against ${computers.join(', ')}`}
      {replay?.lastMove && ` after ${replay.lastMove.number}. ${replay.lastMove.text}`}
    </p>
  );
}

const countingModule = { default: CountingBoard } as unknown as BoardModule;
jest.mock('./remote-boards', () => ({
  loadBoard: () => Promise.resolve(countingModule),
  loadedBoard: () => countingModule,
}));

const onAction = (): Promise<ActionOutcome> => Promise.resolve({ ok: true });

describe('BoardSlot', () => {
  beforeEach(() => (boardRenders = 0));

  it('draws the board again only when what the board is given changes, not on every render of the page', () => {
    const game = runningGame('repello', 2, 3);
    // A page makes a new `me` on each of its renders.
    const slot = (match = game, name = GUEST.name) => (
      <BoardSlot url="repello" match={match} me={{ id: GUEST.id, name }} onAction={onAction} />
    );
    const { rerender } = render(slot());
    expect(screen.getByText('Ada at v3')).toBeInTheDocument();
    expect(boardRenders).toBe(1);

    rerender(slot());
    rerender(slot());
    expect(boardRenders).toBe(1);

    rerender(slot({ ...game, version: 4 }));
    expect(screen.getByText('Ada at v4')).toBeInTheDocument();
    rerender(slot({ ...game, version: 4 }, 'Ada L.'));
    expect(screen.getByText('Ada L. at v4')).toBeInTheDocument();
    expect(boardRenders).toBe(3);
  });

  it('gives the board the computer seats and the replay position it is shown with', () => {
    const game = runningGame('repello', 2, 3);
    const me = { id: GUEST.id, name: GUEST.name };
    const { rerender } = render(
      <BoardSlot url="repello" match={game} me={me} onAction={onAction} computers={[2, 3]} />,
    );
    expect(screen.getByText('Ada at v3 against 2, 3')).toBeInTheDocument();
    const replay = { lastMove: { number: 3, text: 'place d7' } };
    rerender(<BoardSlot url="repello" match={game} me={me} onAction={onAction} replay={replay} />);
    expect(screen.getByText('Ada at v3 after 3. place d7')).toBeInTheDocument();
  });
});
