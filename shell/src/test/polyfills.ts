// jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads.
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Nor structuredClone, which the chart library (MUI X Charts) uses: Node's serializer does the same deep copy.
if (typeof globalThis.structuredClone !== 'function') {
  Object.assign(globalThis, { structuredClone: <T>(value: T): T => deserialize(serialize(value)) as T });
}
