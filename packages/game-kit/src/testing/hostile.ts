/** Values built to break a careless reader of untrusted actions: every game's rules must refuse them without throwing. */

/** An object whose key listing throws, as Object.keys or a spread would meet it. */
export function throwingKeysProxy(): object {
  return new Proxy(
    {},
    {
      ownKeys() {
        throw new Error('boom');
      },
    },
  );
}

/** `fields` with one more enumerable own property, `key`, whose getter throws. */
export function withThrowingGetter(fields: object, key: string): object {
  return Object.defineProperty(fields, key, {
    enumerable: true,
    get() {
      throw new Error('boom');
    },
  });
}
