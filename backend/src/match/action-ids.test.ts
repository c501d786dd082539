import { CLIENT_ACTION_ID, serverActionId } from './action-ids';

describe('action ids', () => {
  it('keeps the ids of server-made actions out of what clients may send', () => {
    for (const version of [0, 1, 41, 2 ** 31 - 1])
      expect(CLIENT_ACTION_ID.test(serverActionId('computer', version))).toBe(false);
  });

  it('lets clients send UUIDs, hex ids and the ids the computer once used', () => {
    for (const id of ['3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f', 'a'.repeat(32), 'computer-7'])
      expect(CLIENT_ACTION_ID.test(id)).toBe(true);
  });
});
