import { diffStates, type StatePatch } from '@tabletop/protocol';
import { catchUp, syncRequest } from './catch-up';
import { gameAtVersion as at } from '../test/game-states';

const patches = (from: number, to: number): StatePatch[] =>
  Array.from({ length: to - from }, (_, i) => diffStates(at(from + i), at(from + i + 1)));

describe('syncRequest', () => {
  it('asks for the patches since the held version of that game', () => {
    expect(syncRequest('K7QZ', at(3))).toEqual({ code: 'K7QZ', since: 3 });
  });

  it('asks for the full state when it holds nothing, another game, or the lobby version 0', () => {
    expect(syncRequest('K7QZ', null)).toEqual({ code: 'K7QZ' });
    expect(syncRequest('K7QZ', { ...at(3), code: 'ZZZZ' })).toEqual({ code: 'K7QZ' });
    expect(syncRequest('K7QZ', at(0))).toEqual({ code: 'K7QZ' });
  });
});

describe('catchUp', () => {
  it('takes a full state', () => {
    expect(catchUp(at(3), { ok: true, state: at(5) })).toEqual({ kind: 'state', state: at(5) });
    expect(catchUp(null, { ok: true, state: at(5) })).toEqual({ kind: 'state', state: at(5) });
  });

  it('applies the missed patches to the held state', () => {
    expect(catchUp(at(3), { ok: true, since: 3, patches: patches(3, 6) })).toEqual({ kind: 'state', state: at(6) });
  });

  it('skips the patches of versions that arrived while the answer was on its way', () => {
    expect(catchUp(at(4), { ok: true, since: 3, patches: patches(3, 6) })).toEqual({ kind: 'state', state: at(6) });
  });

  it('takes nothing when up to date or already newer: never goes backwards', () => {
    expect(catchUp(at(3), { ok: true, since: 3, patches: [] })).toEqual({ kind: 'none' });
    expect(catchUp(at(7), { ok: true, since: 3, patches: patches(3, 6) })).toEqual({ kind: 'none' });
  });

  it('asks for the full state when the patches do not fit or are not patches', () => {
    expect(catchUp(at(2), { ok: true, since: 3, patches: patches(3, 5) })).toEqual({ kind: 'full' });
    expect(catchUp(null, { ok: true, since: 3, patches: patches(3, 5) })).toEqual({ kind: 'full' });
    const broken: StatePatch = { from: 3, version: 4, ops: [[['state', 'nowhere', 'deep'], 1]] };
    expect(catchUp(at(3), { ok: true, since: 3, patches: [broken] })).toEqual({ kind: 'full' });
    const garbage = [{ from: 3 }] as unknown as StatePatch[];
    expect(catchUp(at(3), { ok: true, since: 3, patches: garbage })).toEqual({ kind: 'full' });
  });
});
