import { diffStates } from '@tabletop/protocol';
import { applyPush } from './state-patch-push';
import { gameAtVersion as at } from '../test/game-states';

const push = (from: number, code = 'K7QZ') => ({ code, ...diffStates(at(from), at(from + 1)) });

describe('applyPush', () => {
  it('applies a patch from the held version, giving the next state', () => {
    expect(applyPush(at(3), push(3))).toEqual({ kind: 'state', state: at(4) });
    expect(applyPush(at(0), push(0))).toEqual({ kind: 'state', state: at(1) });
  });

  it('asks for what was missed when the patch starts after the held version', () => {
    expect(applyPush(at(3), push(5))).toEqual({ kind: 'resync' });
  });

  it('ignores a patch it already has, another game’s, or one with nothing held', () => {
    expect(applyPush(at(4), push(3))).toEqual({ kind: 'none' });
    expect(applyPush(at(3), push(3, 'ZZZZ'))).toEqual({ kind: 'none' });
    expect(applyPush(null, push(3))).toEqual({ kind: 'none' });
  });

  it('does not apply a first move to the lobby’s version 0, whose start it missed', () => {
    const waiting = { ...at(0), player: null, state: null };
    expect(applyPush(waiting, push(0))).toEqual({ kind: 'resync' });
  });

  it('asks again when the patch does not fit the held state', () => {
    const garbled = { ...push(3), ops: [[['state', 'moves', 9, 'deep'], 1]] };
    expect(applyPush(at(3), garbled as ReturnType<typeof push>)).toEqual({ kind: 'resync' });
  });
});
