import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One folder importing another, with the file imports that make the edge. */
export type FolderGraph = Map<string, Map<string, string[]>>;

/** The folder a file belongs to: its first path segment under `root`, or '.' for a file directly in it. */
const folderOf = (root: string, file: string) => {
  const parts = relative(root, file).split(sep);
  return parts.length > 1 ? parts[0] : '.';
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Which folder under `root` imports which, from every relative import, export-from and import type in its .ts files
 * (tests included), as TypeScript's own pre-processor reads them.
 */
export function folderGraph(root: string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(root)) {
    const from = folderOf(root, file);
    if (!graph.has(from)) graph.set(from, new Map());
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = folderOf(root, resolve(dirname(file), fileName));
      if (to === from || to.startsWith('..')) continue;
      const edges = graph.get(from)!;
      edges.set(to, [...(edges.get(to) ?? []), `${relative(root, file)} -> ${fileName}`]);
    }
  }
  return graph;
}

/**
 * The import loops among folders: each strongly connected group (Tarjan) of two or more folders, as one loop through
 * some of them that names the file imports of each step, e.g. "lobby -> realtime (lobby/a.ts -> ../realtime/b) ...".
 */
export function folderLoops(graph: FolderGraph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => describeLoop(graph, group));
}

/** A shortest way round from the group's first folder back to it, staying inside the group. */
function describeLoop(graph: FolderGraph, group: string[]): string {
  const [start] = group;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!group.includes(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
    if (cameFrom.has(start)) break;
  }
  const path = [start];
  for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!) path.unshift(node);
  path.unshift(start);
  const steps = path.slice(1).map((to, i) => `${path[i]} -> ${to} (${graph.get(path[i])!.get(to)![0]})`);
  return `{${group.join(', ')}}: ${steps.join(', ')}`;
}
