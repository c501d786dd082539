/**
 * Reading untrusted actions, as every game's `apply` must: accept exactly the values that can equal a listed action
 * as plain JSON (see sameJson), and never throw, whatever the value (hostile getters and proxies included).
 */

/**
 * The own enumerable fields of an object, leaving out undefined values (sameJson ignores them), in a record with no
 * prototype so that a parsed "__proto__" key stays an ordinary key. Null for anything but a plain object or a class
 * instance. May throw on a hostile value: call it inside a try.
 */
export function ownFields(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const fields: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(record)) {
    const field = record[key];
    if (field !== undefined) fields[key] = field;
  }
  return fields;
}

/** Whether the record's keys are exactly `keys`, in any order. */
export function hasExactKeys(fields: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(fields);
  return own.length === keys.length && own.every((key) => keys.includes(key));
}

/**
 * Reads an action of a tagged union: an object whose keys are exactly `type` and the fields `shapes[type]` lists.
 * `build` checks the field values and returns a fresh action, or null. Returns null for anything else; never throws.
 */
export function readTaggedAction<A>(
  action: unknown,
  shapes: Readonly<Record<string, readonly string[]>>,
  build: (type: string, fields: Record<string, unknown>) => A | null,
): A | null {
  try {
    const fields = ownFields(action);
    if (!fields) return null;
    const type = fields.type;
    if (typeof type !== 'string' || !Object.hasOwn(shapes, type)) return null;
    if (!hasExactKeys(fields, ['type', ...shapes[type]])) return null;
    return build(type, fields);
  } catch {
    return null;
  }
}
