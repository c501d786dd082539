import type { GameDefinition, Player } from '@tabletop/game-kit';
import { accept, initialScore, nextPlayer, rejectOutOfTurn } from '@tabletop/game-kit';
import { MatchAuthority, MESSAGES } from './authority';
import type { StoredGame } from './game-state';
import { StoreUnavailableError, type MatchStore, type MatchTransport } from './ports';

/** Players take turns saying the next number. */
const count: GameDefinition<{ said: number }, { say: number }> = {
  url: 'count',
  displayText: 'Count',
  players: [2, 2],
  showScore: false,
  setup: (players: Player[]) => ({
    game: 'count',
    player: players[0],
    score: initialScore(players),
    gameOver: false,
    state: { said: 0 },
  }),
  legalActions: (match) => [{ say: match.state.said + 1 }],
  apply: (match, playerId, action) =>
    rejectOutOfTurn(match, playerId) ??
    accept({ ...match, player: nextPlayer(match.score, match.player), state: { said: action.say } }),
};

const players = [
  { id: 1, name: 'alice' },
  { id: 2, name: 'bob' },
];
const game: StoredGame = {
  id: 7,
  code: 'ABCD',
  game: 'count',
  status: 'playing',
  match: count.setup(players),
  version: 0,
  seed: 's',
} as StoredGame;

const transport: MatchTransport = {
  broadcast: () => undefined,
  broadcastViews: () => undefined,
  joinRoom: () => undefined,
  leaveRoom: () => undefined,
};

function storeWith(overrides: Partial<MatchStore>): MatchStore {
  return {
    findForPlayer: async () => ({ game: structuredClone(game), activePlayers: [1, 2] }),
    findActionVersion: async () => null,
    commit: async () => 'ok',
    ...overrides,
  } as MatchStore;
}

const authorityOn = (store: MatchStore) =>
  new MatchAuthority(store, transport, (url) => (url === 'count' ? (count as GameDefinition) : undefined));
const say1 = { code: 'ABCD', version: 0, action: { say: 1 }, id: 'a-1' };

describe('MatchAuthority when the database is away', () => {
  it('refuses actions, forfeits and syncs as unavailable instead of failing', async () => {
    const down = async () => {
      throw new StoreUnavailableError(new Error('connect ECONNREFUSED'));
    };
    const authority = authorityOn(storeWith({ findForPlayer: down }));
    const refusal = { ok: false, reason: 'unavailable', error: MESSAGES.unavailable };
    expect(await authority.act(1, say1)).toEqual(refusal);
    expect(await authority.forfeit(1, 'ABCD')).toEqual(refusal);
    expect(await authority.sync(1, 'ABCD')).toEqual(refusal);
    expect(await authority.syncSince(1, 'ABCD', 1)).toEqual(refusal);
  });

  it('refuses a catch-up whose patches could not be read (the game was read just before the outage)', async () => {
    const later = { ...structuredClone(game), version: 3 };
    const authority = authorityOn(
      storeWith({
        findForPlayer: async () => ({ game: later, activePlayers: [1, 2], seats: [1, 2] }),
        findPatches: async () => {
          throw new StoreUnavailableError();
        },
      }),
    );
    expect(await authority.syncSince(1, 'ABCD', 1)).toEqual({
      ok: false,
      reason: 'unavailable',
      error: MESSAGES.unavailable,
    });
  });

  it('refuses an action whose commit lost the connection; other errors still surface', async () => {
    const lost = authorityOn(
      storeWith({
        commit: async () => {
          throw new StoreUnavailableError();
        },
      }),
    );
    expect(await lost.act(1, say1)).toMatchObject({ ok: false, reason: 'unavailable' });
    const broken = authorityOn(
      storeWith({
        commit: async () => {
          throw new Error('a bug');
        },
      }),
    );
    await expect(broken.act(1, say1)).rejects.toThrow('a bug');
  });
});

describe('MatchAuthority.drain', () => {
  it('lets the action in flight finish, refuses new ones, and resolves once idle', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const authority = authorityOn(storeWith({ commit: () => held.then(() => 'ok' as const) }));
    const inFlight = authority.act(1, say1);
    await new Promise((resolve) => setImmediate(resolve));
    let drained = false;
    const draining = authority.drain(10_000).then(() => (drained = true));
    expect(await authority.act(2, { ...say1, id: 'b-1' })).toMatchObject({ ok: false, reason: 'unavailable' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    release();
    expect(await inFlight).toMatchObject({ ok: true, version: 1 });
    await draining;
    expect(drained).toBe(true);
  });

  it('gives up waiting after its bound', async () => {
    const authority = authorityOn(storeWith({ commit: () => new Promise(() => undefined) }));
    void authority.act(1, say1);
    jest.useFakeTimers();
    try {
      const draining = authority.drain(1000);
      await jest.advanceTimersByTimeAsync(1000);
      await expect(draining).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
