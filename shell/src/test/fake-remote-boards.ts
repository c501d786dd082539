import { FakeBoard } from './fake-board';

/**
 * What tests put in place of games/remote-boards: every game's board is the FakeBoard, loaded asynchronously as a
 * remote is (never "loaded already", so BoardSlot waits for it).
 * Use: `jest.mock('../games/remote-boards', () => jest.requireActual('../test/fake-remote-boards').fakeRemoteBoards())`.
 */
export function fakeRemoteBoards() {
  return {
    loadBoard: async () => ({ default: FakeBoard }),
    loadedBoard: () => undefined,
  };
}
