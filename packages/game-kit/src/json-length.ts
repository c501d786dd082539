/** Members JSON.stringify leaves out of an object and writes as null in an array. */
const isOmitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * JSON.stringify(value).length for plain JSON data, without writing it out, and giving up as soon as the length is
 * known to be over `budget` (it then answers some number over `budget`): a whole container is weighed against a few
 * small changes to it, and is most often much larger.
 */
export function jsonLength(value: unknown, budget = Infinity): number {
  if (typeof value !== 'object' || value === null) return (JSON.stringify(value) ?? '').length;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return (JSON.stringify(value) ?? '').length;
  let length = 2;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length && length <= budget; index++) {
      const item: unknown = value[index];
      length += (index > 0 ? 1 : 0) + (isOmitted(item) ? 4 : jsonLength(item, budget - length));
    }
    return length;
  }
  let members = 0;
  for (const key of Object.keys(value)) {
    if (length > budget) break;
    const member = (value as Record<string, unknown>)[key];
    if (isOmitted(member)) continue;
    length += (members++ > 0 ? 1 : 0) + JSON.stringify(key).length + 1 + jsonLength(member, budget - length);
  }
  return length;
}
