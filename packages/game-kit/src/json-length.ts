/** Members JSON.stringify leaves out of an object and writes as null in an array. */
const isOmitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** JSON writes these characters of a string escaped: the string's JSON is longer than the string and its quotes. */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * JSON.stringify(value)?.length for a value that is not an object or array (undefined where JSON leaves it out),
 * without writing it out for the usual small integers and plain strings: indexing a state weighs every one of them.
 */
export function primitiveJsonLength(value: unknown): number | undefined {
  if (typeof value === 'string') return stringJsonLength(value);
  if (Number.isSafeInteger(value) && (value as number) >= 0) return integerDigits(value as number);
  if (value === null) return 4;
  if (typeof value === 'boolean') return value ? 4 : 5;
  return JSON.stringify(value)?.length;
}

/** JSON.stringify(value).length for a string (an object key, say). */
export function stringJsonLength(value: string): number {
  return ESCAPED.test(value) ? JSON.stringify(value).length : value.length + 2;
}

function integerDigits(value: number): number {
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  return digits;
}

/**
 * JSON.stringify(value).length for plain JSON data, without writing it out, and giving up as soon as the length is
 * known to be over `budget` (it then answers some number over `budget`): a whole container is weighed against a few
 * small changes to it, and is most often much larger.
 */
export function jsonLength(value: unknown, budget = Infinity): number {
  if (typeof value !== 'object' || value === null) return primitiveJsonLength(value) ?? 0;
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
    length += (members++ > 0 ? 1 : 0) + stringJsonLength(key) + 1 + jsonLength(member, budget - length);
  }
  return length;
}
