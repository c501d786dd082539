import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fetchMoves, type MoveEntry } from './moves-api';
import { useLiveMoves } from './use-live-moves';

jest.mock('./moves-api', () => ({
  ...jest.requireActual<typeof import('./moves-api')>('./moves-api'),
  fetchMoves: jest.fn(),
}));

const fetchMovesMock = jest.mocked(fetchMoves);

const move = (version: number): MoveEntry => ({ version, player: { id: 7, name: 'Ada' }, text: `m${version}` });
const movesUpTo = (last: number) => Array.from({ length: last }, (_, index) => move(index + 1));

/** The server's move logs by code: each answers the moves after `after` of the game it names. */
function serveLogs(logs: Record<string, { gameId: number; moves: MoveEntry[] }>) {
  fetchMovesMock.mockImplementation(async (code, after) => {
    const log = logs[code];
    return { gameId: log.gameId, moves: log.moves.filter((entry) => entry.version > after) };
  });
}

function renderLiveMoves(code: string, version: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook((props: { code: string; version: number }) => useLiveMoves(props.code, props.version), {
    initialProps: { code, version },
    wrapper,
  });
}

const versions = (moves: readonly MoveEntry[]) => moves.map((entry) => entry.version);

beforeEach(() => fetchMovesMock.mockReset());

describe('useLiveMoves', () => {
  it('fetches only the moves after the last one held as the version passes it', async () => {
    const log = { gameId: 5, moves: movesUpTo(3) };
    serveLogs({ K7QZ: log });
    const { result, rerender } = renderLiveMoves('K7QZ', 3);
    await waitFor(() => expect(versions(result.current)).toEqual([1, 2, 3]));

    log.moves = movesUpTo(4);
    rerender({ code: 'K7QZ', version: 4 });
    await waitFor(() => expect(versions(result.current)).toEqual([1, 2, 3, 4]));
    expect(fetchMovesMock.mock.calls).toEqual([
      ['K7QZ', 0],
      ['K7QZ', 3],
    ]);
  });

  it("lists a rematch's first moves as they come, though its versions are below the last game's", async () => {
    serveLogs({ K7QZ: { gameId: 5, moves: movesUpTo(12) }, R2MX: { gameId: 6, moves: [] } });
    const { result, rerender } = renderLiveMoves('K7QZ', 12);
    await waitFor(() => expect(result.current).toHaveLength(12));

    // The rematch starts with nothing played, then its moves arrive one version at a time.
    rerender({ code: 'R2MX', version: 0 });
    await waitFor(() => expect(fetchMovesMock).toHaveBeenLastCalledWith('R2MX', 0));
    for (const version of [1, 2, 3]) {
      serveLogs({ R2MX: { gameId: 6, moves: movesUpTo(version) } });
      rerender({ code: 'R2MX', version });
      await waitFor(() => expect(versions(result.current)).toEqual(versions(movesUpTo(version))));
    }
  });

  it('asks once about a version the log never reaches', async () => {
    serveLogs({ K7QZ: { gameId: 5, moves: movesUpTo(2) } });
    const { result, rerender } = renderLiveMoves('K7QZ', 2);
    await waitFor(() => expect(result.current).toHaveLength(2));
    rerender({ code: 'K7QZ', version: 3 });
    await waitFor(() => expect(fetchMovesMock).toHaveBeenLastCalledWith('K7QZ', 2));
    rerender({ code: 'K7QZ', version: 3 });
    await new Promise((settle) => setTimeout(settle, 50));
    expect(fetchMovesMock).toHaveBeenCalledTimes(2);
    expect(versions(result.current)).toEqual([1, 2]);
  });
});
