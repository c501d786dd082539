/**
 * Compact structural patches between JSON values, and the versioned patch between two GameStates: what a client that
 * missed some versions is sent instead of the full state, and what the room will be sent on each move, so it is
 * made to be small on the wire.
 */
import type { GameState } from '@tabletop/game-kit';
import { jsonLength, primitiveJsonLength } from './json-length';

/** Object keys and array indexes from the root; `[]` is the root itself. */
export type PatchPath = (string | number)[];

/**
 * `[path, value]` sets (an array index equal to the length appends; the key `length` of an array truncates it),
 * `[path]` deletes an object key, `[path, from, 0]` sets a copy of what is at `from` in the value the patch applies to
 * (e.g. whose turn it is: a player already listed in the score).
 */
export type PatchOp =
  [path: PatchPath, value: unknown] | [path: PatchPath] | [path: PatchPath, from: PatchPath, copy: 0];

/** The change from the state at version `from` to the state at `version`; `version` itself is not among the ops. */
export interface StatePatch {
  from: number;
  version: number;
  ops: PatchOp[];
}

/** A patch that does not fit the value it is applied to (a client should then ask for the full state). */
export class PatchMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatchMismatchError';
  }
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ops that turn `a` into `b` (both plain JSON): only what changed, each part as small as it can be written. */
export function diffJson(a: unknown, b: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  new Differ(a).diff(a, b, [], 2, ops);
  return ops;
}

/**
 * A container of the old value: where it is (its parent and its key there, no parent for the root's children), how
 * many keys lead to it, and the length of that path's JSON. The path itself is only made for the one a copy names.
 */
interface Container {
  parent?: Container;
  key?: string | number;
  value: object;
  keys: number;
  pathJson: number;
}

/** The old value's root, as the parent of its children and as a copy's source (its path is `[]`). */
const ROOT: Container = { value: {}, keys: 0, pathJson: 2 };

function pathOf(container: Container): PatchPath {
  const path: PatchPath = [];
  for (let at: Container | undefined = container; at && at !== ROOT; at = at.parent) path.push(at.key!);
  return path.reverse();
}

/** An op, and what it adds to the patch: the length of its JSON and a comma. */
interface PricedOp {
  op: PatchOp;
  cost: number;
}

/** The JSON length of `[...path, key]`, from that of `path` (`[]` is 2). */
const childPathJson = (path: PatchPath, pathJson: number, key: string | number) =>
  pathJson + (path.length > 0 ? 1 : 0) + primitiveJsonLength(key)!;

/**
 * Each op is priced once, as it is made, from lengths already known (its path's, and its value's measured to decide
 * between a literal and a copy): a container's ops are weighed against writing it whole at every level above them,
 * and writing each op out again at each level was most of a diff's time.
 */
class Differ {
  private byIdentity?: Map<object, Container>;
  private shortest?: number;

  constructor(private readonly root: unknown) {}

  /** Pushes the ops from `a` to `b` at `path` (whose JSON is `pathJson` long) and answers what they cost. */
  diff(a: unknown, b: unknown, path: PatchPath, pathJson: number, ops: PatchOp[]): number {
    if (Object.is(a, b)) return 0;
    const bothArrays = Array.isArray(a) && Array.isArray(b);
    if (!bothArrays && !(isObject(a) && isObject(b))) return push(ops, this.set(path, pathJson, b));
    const inner: PatchOp[] = [];
    const innerCost = bothArrays
      ? this.diffArray(a, b, path, pathJson, inner)
      : this.diffObject(a as JsonObject, b as JsonObject, path, pathJson, inner);
    if (inner.length === 0) return 0;
    // Many small changes to one container can cost more than writing the container out once.
    const whole = this.set(path, pathJson, b, innerCost);
    if (whole) return push(ops, whole);
    for (const op of inner) ops.push(op);
    return innerCost;
  }

  private diffArray(a: unknown[], b: unknown[], path: PatchPath, pathJson: number, ops: PatchOp[]): number {
    let cost = 0;
    for (let index = 0; index < b.length; index++) {
      if (index < a.length && Object.is(a[index], b[index])) continue;
      const childJson = childPathJson(path, pathJson, index);
      if (index >= a.length) cost += push(ops, this.set([...path, index], childJson, b[index]));
      else cost += this.diff(a[index], b[index], [...path, index], childJson, ops);
    }
    if (b.length < a.length) {
      const truncate: PatchOp = [[...path, 'length'], b.length];
      cost += push(ops, { op: truncate, cost: JSON.stringify(truncate).length + 1 });
    }
    return cost;
  }

  private diffObject(a: JsonObject, b: JsonObject, path: PatchPath, pathJson: number, ops: PatchOp[]): number {
    let cost = 0;
    for (const key of Object.keys(a))
      if (!Object.hasOwn(b, key))
        cost += push(ops, { op: [[...path, key]], cost: childPathJson(path, pathJson, key) + 3 });
    for (const key of Object.keys(b)) {
      if (Object.hasOwn(a, key) && Object.is(a[key], b[key])) continue;
      const childJson = childPathJson(path, pathJson, key);
      if (!Object.hasOwn(a, key)) cost += push(ops, this.set([...path, key], childJson, b[key]));
      else cost += this.diff(a[key], b[key], [...path, key], childJson, ops);
    }
    return cost;
  }

  /**
   * Sets `value` at `path`: as a copy of an equal object or array of the old value when that is shorter, else written
   * out. With a `limit`, only an op costing at most that (else undefined): what is longer is never weighed in full.
   */
  private set(path: PatchPath, pathJson: number, value: unknown): PricedOp;
  private set(path: PatchPath, pathJson: number, value: unknown, limit: number): PricedOp | undefined;
  private set(path: PatchPath, pathJson: number, value: unknown, limit = Infinity): PricedOp | undefined {
    // cost([path, value]) is the path's JSON, the value's and 4; cost([path, from, 0]) the path's, from's and 6.
    const valueJson = jsonLength(value, limit - pathJson - 4);
    // JSON writes a value it leaves out of an object as null in an array.
    const literal: PricedOp | undefined =
      pathJson + valueJson + 4 <= limit
        ? { op: [path, value], cost: pathJson + (value === undefined ? 4 : valueJson) + 4 }
        : undefined;
    // A copy must fit the limit, and be shorter than the literal when that fits too.
    const maxFromJson = limit - pathJson - 6;
    const from = literal
      ? this.copySource(value, Math.min(maxFromJson, valueJson - 3), valueJson)
      : this.copySource(value, maxFromJson);
    return from ? { op: [path, pathOf(from), 0], cost: pathJson + from.pathJson + 6 } : literal;
  }

  /**
   * An object or array of the old value equal to `value` whose path is at most `maxFromJson` long as JSON: the same
   * object, or, when the length of the value's JSON is given (it fits a literal op), the one with the fewest keys that
   * JSON writes the same. Finding equal content for a value too long to write out would cost as much as writing it.
   * Only containers with a path that short are weighed, so that search reads a few near the root, not the whole value.
   */
  private copySource(value: unknown, maxFromJson: number, jsonLengthOfValue?: number): Container | undefined {
    if (typeof value !== 'object' || value === null) return undefined;
    if (value === this.root) return maxFromJson >= 2 ? ROOT : undefined;
    if (maxFromJson < this.shortestPathJson()) return undefined;
    if (jsonLengthOfValue === undefined) {
      const same = this.identities().get(value);
      return same && same.pathJson <= maxFromJson ? same : undefined;
    }
    // The same object where it has the fewest keys, if that path fits; else the equal one with the fewest keys.
    let same: Container | undefined;
    let equal: Container | undefined;
    let json: string | undefined;
    this.visitContainers(maxFromJson, Infinity, (container) => {
      const identical = container.value === value;
      if (identical && (!same || container.keys < same.keys)) same = container;
      if (equal && container.keys >= equal.keys) return;
      // Equal JSON has equal length: only containers of the value's length are written out to compare.
      if (
        identical ||
        (jsonLength(container.value, jsonLengthOfValue) === jsonLengthOfValue &&
          JSON.stringify(container.value) === (json ??= JSON.stringify(value)))
      )
        equal = container;
    });
    if (!same) return equal;
    // The same object with fewer keys on a path too long to name (those are not visited above) rules `same` out.
    let shallower = false;
    this.visitContainers(Infinity, same.keys - 1, (container) => {
      if (container.value === value) shallower = true;
    });
    return shallower ? equal : same;
  }

  /** Each container of the old value but its root, where it is first found with the fewest keys. */
  private identities(): Map<object, Container> {
    if (!this.byIdentity) {
      const byIdentity = new Map<object, Container>();
      this.visitContainers(Infinity, Infinity, (container) => {
        const known = byIdentity.get(container.value);
        if (!known || known.keys > container.keys) byIdentity.set(container.value, container);
      });
      this.byIdentity = byIdentity;
    }
    return this.byIdentity;
  }

  /**
   * The length of the shortest path to a container of the old value but its root, as JSON: a child of the root's, so
   * known without indexing the whole value (most set values are too short for any copy to be shorter).
   */
  private shortestPathJson(): number {
    if (this.shortest === undefined) {
      let shortest = Infinity;
      const root = this.root;
      const visitChild = (child: unknown, key: string | number) => {
        if (typeof child === 'object' && child !== null) shortest = Math.min(shortest, 2 + JSON.stringify(key).length);
      };
      if (Array.isArray(root)) root.forEach(visitChild);
      else if (isObject(root)) for (const key of Object.keys(root)) visitChild(root[key], key);
      this.shortest = shortest;
    }
    return this.shortest;
  }

  /**
   * The old value's containers but its root, parents first, whose path is at most `maxPathJson` long as JSON and
   * `maxKeys` keys.
   */
  private visitContainers(maxPathJson: number, maxKeys: number, visit: (container: Container) => void): void {
    visitChildren(ROOT, this.root, maxPathJson, maxKeys, visit);
  }
}

function visitChildren(
  parent: Container,
  node: unknown,
  maxPathJson: number,
  maxKeys: number,
  visit: (container: Container) => void,
) {
  // Its children's paths are longer still.
  if (parent.keys >= maxKeys) return;
  if (Array.isArray(node)) for (let index = 0; index < node.length; index++) visitChild(parent, node[index], index);
  else if (isObject(node)) for (const key of Object.keys(node)) visitChild(parent, node[key], key);

  function visitChild(into: Container, child: unknown, key: string | number) {
    if (typeof child !== 'object' || child === null) return;
    const pathJson = (into === ROOT ? 2 : into.pathJson + 1) + primitiveJsonLength(key)!;
    if (pathJson > maxPathJson) return;
    const container: Container = { parent: into, key, value: child, keys: into.keys + 1, pathJson };
    visit(container);
    visitChildren(container, child, maxPathJson, maxKeys, visit);
  }
}

function push(ops: PatchOp[], priced: PricedOp): number {
  ops.push(priced.op);
  return priced.cost;
}

/**
 * `value` with the ops applied, copying only the containers on the changed paths (the rest is shared, and `value`
 * itself is never changed). Throws PatchMismatchError when a path does not lead through `value`.
 */
export function applyJsonPatch<T>(value: T, ops: readonly PatchOp[]): T {
  const copies = new Set<unknown>();
  let root: unknown = value;
  for (const op of ops) {
    const [path] = op;
    const set = op.length === 3 ? valueAt(value, op[1]) : op[1];
    if (path.length === 0) {
      if (op.length < 2) throw new PatchMismatchError('Cannot delete the root');
      root = set;
      continue;
    }
    root = writable(root, copies);
    let parent = root as JsonObject | unknown[];
    for (const key of path.slice(0, -1)) {
      const child = writable(childOf(parent, key), copies);
      setChild(parent, key, child);
      parent = child as JsonObject | unknown[];
    }
    const last = path[path.length - 1];
    if (op.length < 2) deleteChild(parent, last);
    else setChild(parent, last, set, true);
  }
  return root as T;
}

/** What is at `path` in `value` (shared, not copied: it is only ever written through a copy). */
function valueAt(value: unknown, path: PatchPath): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) throw new PatchMismatchError('A copy comes from below a plain value');
    at = childOf(at as JsonObject | unknown[], key);
  }
  return at;
}

/** The container itself if this patch already copied it, else a shallow copy to change. */
function writable(container: unknown, copies: Set<unknown>): JsonObject | unknown[] {
  if (copies.has(container)) return container as JsonObject | unknown[];
  let copy: JsonObject | unknown[];
  if (Array.isArray(container)) copy = [...container];
  else if (isObject(container)) copy = copyObject(container);
  else throw new PatchMismatchError('A patch path goes through a value that is not an object or array');
  copies.add(copy);
  return copy;
}

/** Own keys only, defined rather than assigned: a `__proto__` key in the data must stay data. */
function copyObject(source: JsonObject): JsonObject {
  const copy: JsonObject = {};
  for (const key of Object.keys(source)) define(copy, key, source[key]);
  return copy;
}

function define(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function childOf(parent: JsonObject | unknown[], key: string | number): unknown {
  if (Array.isArray(parent)) {
    if (!Number.isInteger(key) || (key as number) < 0 || (key as number) >= parent.length)
      throw new PatchMismatchError(`No index ${String(key)} in an array of ${parent.length}`);
    return parent[key as number];
  }
  if (typeof key !== 'string' || !Object.hasOwn(parent, key)) throw new PatchMismatchError(`No key ${String(key)}`);
  return parent[key];
}

function setChild(parent: JsonObject | unknown[], key: string | number, value: unknown, last = false): void {
  if (!Array.isArray(parent)) {
    if (typeof key !== 'string') throw new PatchMismatchError(`Index ${key} into an object`);
    define(parent, key, value);
    return;
  }
  if (last && key === 'length') {
    if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > parent.length)
      throw new PatchMismatchError(`Bad array length ${String(value)}`);
    parent.length = value as number;
    return;
  }
  const limit = last ? parent.length : parent.length - 1;
  if (!Number.isInteger(key) || (key as number) < 0 || (key as number) > limit)
    throw new PatchMismatchError(`No index ${String(key)} in an array of ${parent.length}`);
  parent[key as number] = value;
}

function deleteChild(parent: JsonObject | unknown[], key: string | number): void {
  if (Array.isArray(parent) || typeof key !== 'string' || !Object.hasOwn(parent, key))
    throw new PatchMismatchError(`Cannot delete ${String(key)}`);
  delete parent[key];
}

/** The patch from one state of a game to a later one. */
export function diffStates(previous: GameState, next: GameState): StatePatch {
  const { version: from, ...before } = previous;
  const { version, ...after } = next;
  return { from, version, ops: diffJson(before, after) };
}

/** The state a patch makes of the state it was made from; throws PatchMismatchError for any other state. */
export function applyStatePatch(state: GameState, patch: StatePatch): GameState {
  if (state.version !== patch.from)
    throw new PatchMismatchError(`The patch applies to version ${patch.from}, not ${state.version}`);
  const { version: _version, ...rest } = state;
  const next = applyJsonPatch(rest, patch.ops) as unknown;
  if (!isObject(next)) throw new PatchMismatchError('The patch did not make a state');
  return { ...(next as Omit<GameState, 'version'>), version: patch.version };
}

/** Patches applied in order, each to the state the previous one made. */
export function applyStatePatches(state: GameState, patches: readonly StatePatch[]): GameState {
  return patches.reduce(applyStatePatch, state);
}

/** Whether a value off the wire has a patch's shape (its paths are checked when it is applied). */
export function isStatePatch(value: unknown): value is StatePatch {
  if (!isObject(value)) return false;
  const { from, version, ops } = value;
  return (
    Number.isInteger(from) &&
    Number.isInteger(version) &&
    Array.isArray(ops) &&
    ops.every(
      (op) =>
        Array.isArray(op) &&
        op.length >= 1 &&
        op.length <= 3 &&
        isPath(op[0]) &&
        (op.length < 3 || (isPath(op[1]) && op[2] === 0)),
    )
  );
}

const isPath = (value: unknown): value is PatchPath =>
  Array.isArray(value) && value.every((key) => typeof key === 'string' || Number.isInteger(key));
