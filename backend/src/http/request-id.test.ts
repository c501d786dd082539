import { requestIdFor } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('keeps a safe incoming id', () => {
    for (const id of ['abc-123', 'A.b_C-9', 'x'.repeat(64), '0f8fad5b-d9cb-469f-a165-70867728950e'])
      expect(requestIdFor(id)).toBe(id);
  });

  it('replaces a missing, empty, long or unsafe id with a new UUID', () => {
    for (const id of [undefined, '', 'x'.repeat(65), 'a b', 'a\nb', '"quoted"', 'id;drop', 'ünï'])
      expect(requestIdFor(id)).toMatch(UUID);
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});
