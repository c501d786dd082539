import { diffStates, PatchMismatchError } from '@tabletop/protocol';
import { gameAtVersion } from '../test/game-states';
import { replayPositions } from './positions';

describe('replayPositions', () => {
  it('rebuilds every position from the start and the patches between them', () => {
    const states = [0, 1, 2, 3].map(gameAtVersion);
    const patches = states.slice(1).map((state, index) => diffStates(states[index], state));
    expect(replayPositions(states[0], patches)).toEqual(states);
  });

  it('is the start alone for a game without moves', () => {
    expect(replayPositions(gameAtVersion(0), [])).toEqual([gameAtVersion(0)]);
  });

  it('refuses patches that do not follow on from each other', () => {
    const skipped = diffStates(gameAtVersion(1), gameAtVersion(2));
    expect(() => replayPositions(gameAtVersion(0), [skipped])).toThrow(PatchMismatchError);
  });
});
