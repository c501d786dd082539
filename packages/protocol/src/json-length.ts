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

/** Longer strings are checked by the regular expression; shorter ones (keys, names, marks) by a loop, which is faster. */
const LOOP_UP_TO = 32;

/** JSON.stringify(value).length for a string (an object key, say). */
function stringJsonLength(value: string): number {
  const escaped = value.length > LOOP_UP_TO ? ESCAPED.test(value) : hasEscapedCharacter(value);
  return escaped ? JSON.stringify(value).length : value.length + 2;
}

function hasEscapedCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) return true;
  }
  return false;
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
  return measure(value, budget) ?? 0;
}

/** Each container's length is summed from its children's, as JSON.stringify writes them. */
function measure(value: unknown, budget: number): number | undefined {
  if (typeof value !== 'object' || value === null) return primitiveJsonLength(value);
  let length: number;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    const json = JSON.stringify(value);
    if (json === undefined) return undefined;
    length = json.length;
  } else {
    length = 2;
    if (Array.isArray(value)) {
      // What JSON leaves out of an object it writes as null in an array.
      for (let index = 0; index < value.length && length <= budget; index++)
        length += (index > 0 ? 1 : 0) + (childLength(value[index], budget - length) ?? 4);
    } else {
      let members = 0;
      for (const key of Object.keys(value)) {
        if (length > budget) break;
        const member = childLength((value as Record<string, unknown>)[key], budget - length);
        if (member !== undefined) length += (members++ > 0 ? 1 : 0) + stringJsonLength(key) + 1 + member;
      }
    }
  }
  return length;
}

/** Most children are plain values: measured without a call of measure. */
function childLength(child: unknown, budget: number): number | undefined {
  if (typeof child !== 'object' || child === null) return primitiveJsonLength(child);
  return measure(child, budget);
}
