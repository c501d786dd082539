import { join } from 'node:path';
import { folderGraph, folderLoops, type FolderGraph } from './folder-graph';
import { repoRoot } from './spawn-service';

describe('the backend folders import one way', () => {
  const graph = folderGraph(join(repoRoot, 'backend/src'));

  it('has no import loop among its folders', () => {
    expect(folderLoops(graph)).toEqual([]);
  });

  it('lets nothing but the app import the realtime folder: the others reach connections through their ports', () => {
    const users = [...graph].flatMap(([from, targets]) =>
      [...(targets.get('realtime') ?? [])].map((edge) => (from === '.' ? [] : [edge])).flat(),
    );
    expect(users).toEqual([]);
  });
});

describe('the loop finder', () => {
  const graphOf = (edges: Record<string, string[]>): FolderGraph =>
    new Map(
      Object.entries(edges).map(([from, to]) => [from, new Map(to.map((t) => [t, [`${from}/x.ts -> ../${t}/y`]]))]),
    );

  it('finds a loop and names each step with a file import that makes it', () => {
    const loops = folderLoops(graphOf({ lobby: ['match', 'realtime'], realtime: ['lobby', 'match'], match: [] }));
    expect(loops).toEqual([
      '{lobby, realtime}: lobby -> realtime (lobby/x.ts -> ../realtime/y), realtime -> lobby (realtime/x.ts -> ../lobby/y)',
    ]);
  });

  it('finds a loop through three folders, and none in a one-way graph', () => {
    expect(folderLoops(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toHaveLength(1);
    expect(folderLoops(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});
