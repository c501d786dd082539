import { MAX_PAYLOAD_DEPTH, UNSTORABLE_TEXT, payloadProblem } from './untrusted-payload';

function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

describe('payloadProblem', () => {
  it('accepts scalars and the shapes games send', () => {
    for (const value of [null, 1, 'x', [], {}, { code: 'ABCD', version: 3, action: { type: 'move', direction: 6 } }])
      expect(payloadProblem(value)).toBeNull();
    expect(payloadProblem(nested(MAX_PAYLOAD_DEPTH, true))).toBeNull();
    expect(payloadProblem(nested(MAX_PAYLOAD_DEPTH, false))).toBeNull();
  });

  it('refuses nesting past the limit, however deep, without overflowing', () => {
    expect(payloadProblem(nested(MAX_PAYLOAD_DEPTH + 1, true))).toMatch(/nested deeper/);
    expect(payloadProblem({ state: nested(200_000, false) })).toMatch(/nested deeper/);
    expect(payloadProblem(JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`))).toMatch(/nested deeper/);
  });

  it('refuses keys named like Object.prototype members at any level, as JSON.parse makes them', () => {
    for (const key of [
      '__proto__',
      'constructor',
      'prototype',
      'valueOf',
      'toString',
      'hasOwnProperty',
      '__defineGetter__',
    ])
      expect(payloadProblem(JSON.parse(`{"code":"ABCD","action":{"${key}":{"x":1}}}`))).toBe(
        `Property ${key} is not allowed`,
      );
    expect(payloadProblem(JSON.parse('[{"valueOf":1}]'))).toBe('Property valueOf is not allowed');
    expect(payloadProblem({ proto: 1, constructors: 2, value_of: 3 })).toBeNull();
  });

  it('refuses strings and keys PostgreSQL cannot store: a NUL or a lone surrogate, at any level', () => {
    for (const json of [
      '{"code":"ABCD","version":1,"action":{"x":1},"id":"a\\u0000b"}',
      '{"action":{"text":"\\u0000"}}',
      '{"action":["ok","\\ud800"]}',
      '{"action":{"deep":[{"t":"x\\udc00y"}]}}',
      '{"action":{"\\u0000":1}}',
      '"\\udbff"',
    ])
      expect(payloadProblem(JSON.parse(json))).toBe(UNSTORABLE_TEXT);
    expect(payloadProblem({ text: 'emoji 😀 and accents é', pair: '\ud83d\ude00' })).toBeNull();
  });
});
