import { ActingConnection } from './acting-connection';

describe('ActingConnection', () => {
  const acting = new ActingConnection();

  it("names the connection for the acting user's changes inside the scope, across awaits", async () => {
    const seen = await acting.run(7, 'socket-a', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return [acting.of(7), acting.of(8), acting.of(undefined)];
    });
    expect(seen).toEqual(['socket-a', undefined, undefined]);
  });

  it('names none outside a scope, and keeps concurrent scopes apart', async () => {
    expect(acting.of(7)).toBeUndefined();
    const both = await Promise.all([
      acting.run(7, 'tab-1', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return acting.of(7);
      }),
      acting.run(7, 'tab-2', async () => acting.of(7)),
    ]);
    expect(both).toEqual(['tab-1', 'tab-2']);
  });
});
