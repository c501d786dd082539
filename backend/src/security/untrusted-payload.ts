/**
 * Shape limits for any parsed request body or socket payload, checked before validation. The validators recurse
 * (a body of 20,000 nested arrays overflowed the stack: a 500), and class-transformer silently drops keys named like
 * Object.prototype members (`valueOf`, `constructor`, `__proto__`…) and `prototype`, so those slipped past the "no unknown
 * properties" rule. PostgreSQL stores no NUL character and no lone surrogate in text or jsonb: a string holding one
 * passed validation and then made the database refuse the grouped commit of every game batched with it. No genuine
 * payload nests deeply, uses such keys, or holds such characters.
 */
export const MAX_PAYLOAD_DEPTH = 32;

const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** A NUL, or half of a surrogate pair without its other half (JSON.parse makes both from \u escapes). */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT = 'Text with a NUL character or a lone surrogate is not allowed';

/** Whether PostgreSQL would refuse to store `text`. */
export const isUnstorable = (text: string): boolean => UNSTORABLE.test(text);

/** Why `value` is refused, or null. Walks iteratively, so it cannot overflow on what it is guarding against. */
export function payloadProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node === 'string' && UNSTORABLE.test(node)) return UNSTORABLE_TEXT;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= MAX_PAYLOAD_DEPTH) return `Payload nested deeper than ${MAX_PAYLOAD_DEPTH} levels`;
    for (const key of Object.keys(node)) {
      if (PROTOTYPE_KEYS.has(key)) return `Property ${key} is not allowed`;
      if (UNSTORABLE.test(key)) return UNSTORABLE_TEXT;
      stack.push([(node as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}
