/**
 * Shape limits for any parsed request body or socket payload, checked before validation. The validators recurse
 * (a body of 20,000 nested arrays overflowed the stack: a 500), and class-transformer silently drops keys named like
 * Object.prototype members (`valueOf`, `constructor`, `__proto__`…) and `prototype`, so those slipped past the "no unknown
 * properties" rule. No genuine payload nests deeply or uses such keys.
 */
export const MAX_PAYLOAD_DEPTH = 32;

const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** Why `value` is refused, or null. Walks iteratively, so it cannot overflow on what it is guarding against. */
export function payloadProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= MAX_PAYLOAD_DEPTH) return `Payload nested deeper than ${MAX_PAYLOAD_DEPTH} levels`;
    for (const key of Object.keys(node)) {
      if (PROTOTYPE_KEYS.has(key)) return `Property ${key} is not allowed`;
      stack.push([(node as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}
