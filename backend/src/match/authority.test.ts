import type { GameDefinition, GameState, Match, Player, Viewer } from '@tabletop/game-kit';
import {
  accept,
  addScore,
  initialScore,
  nextPlayer,
  reject,
  rejectOutOfTurn,
  sameJson,
  viewState,
} from '@tabletop/game-kit';
import { applyStatePatch, applyStatePatches } from '@tabletop/protocol';
import type { SeatRating } from '../ratings/game-ending';
import { rateGame, type Glicko } from '../ratings/rate-game';
import { MatchAuthority, MESSAGES, type AuthoritySettings } from './authority';
import type { StoredGame } from './game-state';
import type {
  ActionCommit,
  ActionOutcome,
  CommitOutcome,
  LoggedPatch,
  MatchStore,
  MatchTransport,
  PlayerGameLookup,
  RoomEvent,
  ViewDelivery,
} from './ports';

/** A tiny game: players take turns adding 1 or 2 to a total; whoever reaches 5 wins 100. */
type Add = { add: 1 | 2 };
const race: GameDefinition<{ total: number }, Add> = {
  url: 'race',
  displayText: 'Race',
  players: [2, 2],
  showScore: true,
  setup: (players: Player[]) => ({
    game: 'race',
    player: players[0],
    score: initialScore(players),
    gameOver: false,
    state: { total: 0 },
  }),
  legalActions: (match, playerId) => (match.gameOver || match.player?.id !== playerId ? [] : [{ add: 1 }, { add: 2 }]),
  apply(match, playerId, action) {
    const out = rejectOutOfTurn(match, playerId);
    if (out) return out;
    if (!this.legalActions(match, playerId).some((legal) => sameJson(legal, action)))
      return reject('illegal', 'Bad add');
    const total = match.state.total + (action as Add).add;
    if (total >= 5)
      return accept({
        ...match,
        player: null,
        gameOver: true,
        score: addScore(match.score, match.player, 100),
        state: { total },
      });
    return accept({ ...match, player: nextPlayer(match.score, match.player), state: { total } });
  },
};

const alice = { id: 1, name: 'alice' };
const bob = { id: 2, name: 'bob' };

class MemoryStore implements MatchStore {
  games = new Map<number, StoredGame & { seated: number[]; left?: number[] }>();
  actions: ActionCommit[] = [];
  /** Lets a test simulate another instance writing between load and commit. */
  beforeCommit?: () => void;
  log: string[] = [];
  reads = 0;
  /** Each user's kind (registered unless set) and rating per game, as the users and player_ratings tables hold them. */
  kinds = new Map<number, string>();
  ratings = new Map<string, Glicko & { games: number }>();
  outcomes = new Map<number, Record<number, string>>();
  ratingReads = 0;
  /** Each game's deadline (game_deadlines), as the commits set it. */
  deadlines = new Map<number, number>();

  /** Another instance applies an action: the game moves on behind this authority's back. */
  moveOn(gameId: number, change: Partial<StoredGame>, left?: number[]) {
    const game = this.games.get(gameId)!;
    Object.assign(game, { version: game.version + 1, ...change });
    if (left) game.left = [...(game.left ?? []), ...left];
  }

  async findForPlayer(code: string, userId: number): Promise<PlayerGameLookup> {
    this.reads++;
    const all = [...this.games.values()].filter((g) => g.code === code.toUpperCase());
    const mine = all.find((g) => g.seated.includes(userId));
    if (mine) {
      const { seated, left, ...game } = structuredClone(mine);
      const activePlayers = mine.status === 'over' ? [] : seated.filter((id) => !left?.includes(id));
      const seats = mine.status === 'over' ? seated : activePlayers;
      return left?.includes(userId) && mine.status !== 'over'
        ? { game, activePlayers, seats, left: true }
        : { game, activePlayers, seats };
    }
    return { game: null };
  }
  async findGame(gameId: number) {
    const found = this.games.get(gameId);
    if (!found) return { game: null };
    const { seated, left, ...game } = structuredClone(found);
    return { game, activePlayers: game.status === 'over' ? [] : seated.filter((id) => !left?.includes(id)) };
  }
  async findDue(now: number, limit: number) {
    return [...this.deadlines]
      .filter(([, due]) => due <= now)
      .sort(([, a], [, b]) => a - b)
      .slice(0, limit)
      .map(([id]) => ({ id, code: this.games.get(id)!.code }));
  }
  async moveDeadline(gameId: number, version: number, dueAt: number | null) {
    if (this.games.get(gameId)?.version !== version) return;
    if (dueAt === null) this.deadlines.delete(gameId);
    else this.deadlines.set(gameId, dueAt);
  }
  async findActionVersion(gameId: number, id: string) {
    const index = this.actions.findIndex((a) => a.gameId === gameId && a.clientActionId === id);
    return index < 0 ? null : this.actions.filter((a, i) => a.gameId === gameId && i <= index).length;
  }
  async commit(change: ActionCommit): Promise<CommitOutcome> {
    this.beforeCommit?.();
    const game = this.games.get(change.gameId)!;
    if (game.version !== change.expectedVersion) return 'conflict';
    // As the SQL commit: a rating that changed since it was read makes the whole game's commit a conflict.
    const stale = change.ending?.ratings.some(
      (update) => (this.ratings.get(`${update.userId} ${update.game}`)?.games ?? 0) !== update.gamesBefore,
    );
    if (stale) return 'conflict';
    if (
      change.clientActionId &&
      this.actions.some((a) => a.gameId === change.gameId && a.clientActionId === change.clientActionId)
    )
      return 'duplicate';
    this.actions.push(change);
    Object.assign(game, { match: change.match, status: change.status, version: game.version + 1, ...change.pace });
    // As the SQL commit: the row is only brought forward, or removed with the clock.
    const kept = this.deadlines.get(game.id);
    if (change.deadlineAt === null) this.deadlines.delete(game.id);
    else if (kept === undefined || change.deadlineAt < kept) this.deadlines.set(game.id, change.deadlineAt);
    if (change.leaving) game.left = [...(game.left ?? []), change.userId];
    if (change.ending) {
      this.outcomes.set(game.id, Object.fromEntries(change.ending.outcomes.map((seat) => [seat.userId, seat.outcome])));
      for (const { userId, game: url, rating, deviation, volatility, gamesBefore } of change.ending.ratings)
        this.ratings.set(`${userId} ${url}`, { rating, deviation, volatility, games: gamesBefore + 1 });
    }
    this.log.push(`commit ${game.version}`);
    return 'ok';
  }
  async findSeatRatings(gameId: number, url: string): Promise<SeatRating[]> {
    this.ratingReads++;
    return this.games.get(gameId)!.seated.map((userId) => ({
      userId,
      kind: this.kinds.get(userId) ?? 'registered',
      rating: this.ratings.get(`${userId} ${url}`) ?? null,
    }));
  }
  async findPatches(gameId: number, afterVersion: number, limit: number): Promise<LoggedPatch[]> {
    return this.actions
      .filter((a) => a.gameId === gameId && a.expectedVersion >= afterVersion)
      .slice(0, limit)
      .map((a) => ({ version: a.expectedVersion + 1, patch: a.patch }));
  }
}

class RecordingTransport implements MatchTransport {
  sent: { gameId: number; event: RoomEvent; state: GameState }[] = [];
  views: { gameId: number; event: RoomEvent; deliveries: readonly ViewDelivery[]; mover?: number }[] = [];
  constructor(private readonly log: string[]) {}
  broadcast(gameId: number, event: RoomEvent, state: GameState) {
    this.sent.push({ gameId, event, state });
    this.log.push(`broadcast ${state.version}`);
  }
  broadcastViews(gameId: number, event: RoomEvent, deliveries: readonly ViewDelivery[], mover?: number) {
    this.views.push({ gameId, event, deliveries, mover });
    this.log.push(`broadcast views ${deliveries[0].state.version}`);
  }
  joinRoom() {}
  leaveRoom(userId: number, gameId: number) {
    this.log.push(`leave room ${gameId} ${userId}`);
  }
}

/**
 * The race with a hidden deck: each add also turns the deck's top card face up. A viewer sees the total, the cards
 * turned and the deck's size; each view names its viewer, so one seat's view is never another's.
 */
type Hidden = { total: number; deck: number[]; turned: number[] };
const hiddenRace: GameDefinition<Hidden, Add> = {
  ...(race as unknown as GameDefinition<Hidden, Add>),
  url: 'hidden-race',
  setup: (players: Player[]) => ({
    ...race.setup(players),
    game: 'hidden-race',
    state: { total: 0, deck: [9, 8, 7, 6, 5], turned: [] },
  }),
  apply(match, playerId, action) {
    const result = race.apply(match as unknown as Match<{ total: number }>, playerId, action);
    if (!result.ok) return result;
    const [top, ...deck] = match.state.deck;
    return accept({ ...result.match, state: { ...result.match.state, deck, turned: [...match.state.turned, top] } });
  },
  view(match: Match<Hidden>, viewer: Viewer) {
    const { deck, ...seen } = match.state;
    return { ...match, state: { ...seen, deckSize: deck.length, viewer } };
  },
};

/**
 * Game 7 (AB12) of `rules`, alice to move against bob, as stored: `game` overrides what is stored (a clock, moves);
 * `settings`, the authority's clock and limits.
 */
function setup(
  rules: GameDefinition<{ total: number }, Add> | GameDefinition<Hidden, Add> = race,
  game: Partial<StoredGame> = {},
  settings?: AuthoritySettings,
) {
  const store = new MemoryStore();
  const match = rules.setup([alice, bob]) as Match<unknown>;
  store.games.set(7, {
    id: 7,
    code: 'AB12',
    game: rules.url,
    status: 'playing',
    match,
    version: 0,
    seed: 's',
    seated: [1, 2],
    ...game,
  });
  const transport = new RecordingTransport(store.log);
  const authority = new MatchAuthority(
    store,
    transport,
    (url) => (url === rules.url ? (rules as GameDefinition) : undefined),
    settings,
  );
  return { store, transport, authority };
}

/** A clocked game whose seats have played enough to be rated, its clock far from running out. */
const PLAYED_ENOUGH: Partial<StoredGame> = {
  clock: { initial: 600, increment: 0, remainingMs: [600_000, 600_000], running: 0, serverTime: Date.now() },
  moves: { actions: [4, 4], turns: [4, 4] },
};

describe('MatchAuthority', () => {
  it('applies a legal action, persists it, then broadcasts the new state', async () => {
    const { authority, store, transport } = setup();
    const result = await authority.act(1, { code: 'ab12', version: 0, action: { add: 2 } });
    expect(result).toMatchObject({ ok: true, version: 1 });
    expect(store.games.get(7)).toMatchObject({ version: 1, match: { state: { total: 2 }, player: bob } });
    expect(store.log).toEqual(['commit 1', 'broadcast 1']);
    expect(transport.sent[0]).toMatchObject({ gameId: 7, event: 'emit-state', state: { code: 'AB12', version: 1 } });
  });

  it("writes each move's text with it, from the public view before it, so a move list is read rather than rebuilt", async () => {
    const described: GameDefinition<Hidden, Add> = {
      ...hiddenRace,
      describeAction: (view, _playerId, action) => `+${action.add} to ${JSON.stringify(view.state)}`,
    };
    const { authority, store } = setup(described);
    await authority.act(1, { code: 'AB12', version: 0, action: { add: 2 } });
    await authority.forfeit(2, 'AB12');
    expect(store.actions.map((commit) => commit.moveText)).toEqual([
      '+2 to {"total":0,"turned":[],"deckSize":5,"viewer":null}',
      'resigns',
    ]);
  });

  it('refuses a player out of turn and changes nothing', async () => {
    const { authority, store, transport } = setup();
    expect(await authority.act(2, { code: 'AB12', version: 0, action: { add: 1 } })).toEqual({
      ok: false,
      reason: 'rejected',
      error: MESSAGES.notYourTurn,
    });
    expect(store.actions).toHaveLength(0);
    expect(transport.sent).toHaveLength(0);
  });

  it('refuses someone who is not seated exactly as a code nobody plays', async () => {
    const { authority } = setup();
    const unknown = { ok: false, reason: 'unknown-game', error: MESSAGES.unknownGame };
    expect(await authority.act(3, { code: 'AB12', version: 0, action: { add: 1 } })).toEqual(unknown);
    expect(await authority.act(1, { code: 'ZZZZ', version: 0, action: { add: 1 } })).toEqual(unknown);
    expect(await authority.sync(3, 'AB12')).toEqual(unknown);
    expect(await authority.forfeit(3, 'AB12')).toEqual(unknown);
  });

  it('refuses a stale version and returns the current state', async () => {
    const { authority, store } = setup();
    await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } });
    const stale = await authority.act(2, { code: 'AB12', version: 0, action: { add: 1 } });
    expect(stale).toMatchObject({ ok: false, reason: 'stale', error: MESSAGES.stale, state: { version: 1 } });
    expect(store.actions).toHaveLength(1);
  });

  it('passes on the rules rejection of an illegal action, whatever its shape', async () => {
    const { authority, store } = setup();
    for (const action of [{ add: 3 }, null, 'x', [1], { add: '1' }]) {
      expect(await authority.act(1, { code: 'AB12', version: 0, action })).toMatchObject({
        ok: false,
        error: 'Bad add',
      });
    }
    expect(store.actions).toHaveLength(0);
  });

  it('applies a retried action id once and acknowledges it again', async () => {
    const { authority, store, transport } = setup();
    const first = await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 }, id: 'a1' });
    const retry = await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 }, id: 'a1' });
    expect(first).toMatchObject({ ok: true, version: 1 });
    expect(retry).toMatchObject({ ok: true, version: 1 });
    expect(store.actions).toHaveLength(1);
    expect(transport.sent).toHaveLength(1);
  });

  it('recognises a retried id from the store when this process has not seen it', async () => {
    const { store, transport } = setup();
    const first = new MatchAuthority(store, transport, () => race as GameDefinition);
    await first.act(1, { code: 'AB12', version: 0, action: { add: 1 }, id: 'a1' });
    const other = new MatchAuthority(store, transport, () => race as GameDefinition);
    expect(await other.act(1, { code: 'AB12', version: 0, action: { add: 1 }, id: 'a1' })).toMatchObject({
      ok: true,
      version: 1,
    });
    expect(store.actions).toHaveLength(1);
  });

  it("reports each player's action and how long it took to its metrics: applied in which game, or refused why", async () => {
    const { store, transport } = setup();
    const heard: { outcome: ActionOutcome; seconds: number }[] = [];
    const metrics = { recordAction: (outcome: ActionOutcome, seconds: number) => heard.push({ outcome, seconds }) };
    const authority = new MatchAuthority(store, transport, () => race as GameDefinition, undefined, metrics);
    await authority.act(2, { code: 'AB12', version: 0, action: { add: 1 } });
    const { state } = (await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } })) as {
      state: GameState;
    };
    await authority.submitState(2, { ...state, version: 2, player: alice, state: { total: 3 } });
    store.beforeCommit = () => {
      throw new Error('disk on fire');
    };
    await expect(authority.act(1, { code: 'AB12', version: 2, action: { add: 1 } })).rejects.toThrow('disk on fire');
    await authority.forfeit(1, 'AB12').catch(() => undefined);
    expect(heard.map(({ outcome }) => outcome)).toEqual([
      { applied: false, reason: 'rejected' },
      { applied: true, game: 'race' },
      { applied: true, game: 'race' },
      { applied: false, reason: 'error' },
    ]);
    expect(heard.every(({ seconds }) => seconds >= 0 && seconds < 10)).toBe(true);
  });

  it('serialises concurrent actions on one game: exactly one wins a version', async () => {
    const { authority, store } = setup();
    const results = await Promise.all([
      authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } }),
      authority.act(1, { code: 'AB12', version: 0, action: { add: 2 } }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(store.actions).toHaveLength(1);
  });

  it('refuses when another writer got to the version first (optimistic check)', async () => {
    const { authority, store, transport } = setup();
    store.beforeCommit = () => {
      store.games.get(7)!.version = 1;
      store.beforeCommit = undefined;
    };
    expect(await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } })).toMatchObject({
      ok: false,
      reason: 'stale',
    });
    expect(transport.sent).toHaveLength(0);
  });

  describe("this instance's copy of a playing game", () => {
    it('lets the next actions go straight to the commit, with no read', async () => {
      const { authority, store } = setup();
      await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } });
      await authority.act(2, { code: 'ab12', version: 1, action: { add: 1 } });
      await authority.act(1, { code: 'AB12', version: 2, action: { add: 1 } });
      expect(store.reads).toBe(1);
      expect(store.games.get(7)).toMatchObject({ version: 3, match: { state: { total: 3 } } });
    });

    it('applies an action made against a version another instance wrote', async () => {
      const { authority, store, transport } = setup();
      await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } });
      const game = store.games.get(7)!;
      store.moveOn(7, { match: { ...game.match, player: alice, state: { total: 2 } } });
      expect(await authority.act(1, { code: 'AB12', version: 2, action: { add: 2 } })).toMatchObject({
        ok: true,
        version: 3,
        state: { state: { total: 4 } },
      });
      expect(transport.sent.map((sent) => sent.state.version)).toEqual([1, 3]);
    });

    it('refuses a stale action with the state the database has, not the copy', async () => {
      const { authority, store } = setup();
      await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } });
      store.moveOn(7, { match: { ...store.games.get(7)!.match, player: alice, state: { total: 2 } } });
      expect(await authority.act(2, { code: 'AB12', version: 1, action: { add: 1 } })).toMatchObject({
        ok: false,
        reason: 'stale',
        state: { version: 2, state: { total: 2 } },
      });
    });

    it('refuses a player who left on another instance, although the copy still seats them', async () => {
      const { authority, store } = setup();
      await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } });
      store.moveOn(7, {}, [2]);
      expect(await authority.act(2, { code: 'AB12', version: 2, action: { add: 1 } })).toEqual({
        ok: false,
        reason: 'not-a-player',
        error: MESSAGES.left,
      });
    });

    it('acknowledges a retry another instance applied, from the database', async () => {
      const { authority, store } = setup();
      await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } });
      await store.commit({ ...store.actions[0], expectedVersion: 1, userId: 2, clientActionId: 'elsewhere' });
      expect(await authority.act(2, { code: 'AB12', version: 1, action: { add: 1 }, id: 'elsewhere' })).toMatchObject({
        ok: true,
        version: 2,
      });
      expect(store.games.get(7)!.version).toBe(2);
    });
  });

  it('ends the game: status over, further actions refused with Game over', async () => {
    const { authority, store } = setup();
    await authority.act(1, { code: 'AB12', version: 0, action: { add: 2 } });
    await authority.act(2, { code: 'AB12', version: 1, action: { add: 1 } });
    const last = await authority.act(1, { code: 'AB12', version: 2, action: { add: 2 } });
    expect(last).toMatchObject({ ok: true, version: 3, state: { gameOver: true, player: null } });
    expect(store.games.get(7)!.status).toBe('over');
    expect((last as { state: GameState }).state.score).toEqual([
      { player: alice, score: 100 },
      { player: bob, score: 0 },
    ]);
    expect(await authority.act(2, { code: 'AB12', version: 3, action: { add: 1 } })).toMatchObject({
      error: MESSAGES.gameOver,
    });
  });

  it('accepts a submitted state that one legal action produces, and applies that action', async () => {
    const { authority, store } = setup();
    const current = (await authority.sync(1, 'AB12')) as { ok: true; state: GameState };
    const proposed = { ...current.state, version: 1, player: bob, state: { total: 2 } };
    expect(await authority.submitState(1, proposed)).toMatchObject({ ok: true, version: 1 });
    expect(store.actions[0].action).toEqual({ add: 2 });
  });

  it('refuses submitted states that no single legal action produces', async () => {
    const { authority, store } = setup();
    const { state } = (await authority.sync(1, 'AB12')) as { ok: true; state: GameState };
    const forgeries = [
      { ...state, version: 1, player: bob, state: { total: 3 } },
      {
        ...state,
        version: 1,
        player: bob,
        state: { total: 2 },
        score: [
          { player: alice, score: 100 },
          { player: bob, score: 0 },
        ],
      },
      { ...state, version: 1, player: alice, state: { total: 2 } },
    ];
    for (const forged of forgeries)
      expect(await authority.submitState(1, forged)).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(await authority.submitState(1, { ...state, version: 2, player: bob, state: { total: 2 } })).toMatchObject({
      reason: 'stale',
    });
    expect(await authority.submitState(2, { ...state, version: 1, player: bob, state: { total: 2 } })).toMatchObject({
      ok: false,
    });
    expect(store.actions).toHaveLength(0);
  });

  it('works out the legal results of a position once, however many forged states are posted over many games', async () => {
    const counted = { ...race, apply: jest.fn(race.apply) };
    const { authority, store } = setup(counted);
    const codes = Array.from({ length: 40 }, (_, i) => `G${String(i).padStart(3, '0')}`);
    for (const [i, code] of codes.entries())
      store.games.set(100 + i, { ...structuredClone(store.games.get(7)!), id: 100 + i, code });
    const start = (await authority.sync(1, 'AB12')) as { ok: true; state: GameState };
    for (let round = 0; round < 3; round++)
      for (const code of codes) {
        const forged = { ...start.state, code, version: 1, player: bob, state: { total: 2, round } };
        expect(await authority.submitState(1, forged)).toMatchObject({ reason: 'mismatch' });
      }
    // Each position's two legal actions, applied once each; a forged state itself is applied to nothing.
    expect(counted.apply).toHaveBeenCalledTimes(2 * codes.length);
    expect(store.actions).toHaveLength(0);
  });

  describe('syncSince', () => {
    async function playTwo(authority: MatchAuthority) {
      const start = (await authority.sync(2, 'AB12')) as { ok: true; state: GameState };
      await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } });
      const one = (await authority.sync(2, 'AB12')) as { ok: true; state: GameState };
      await authority.act(2, { code: 'AB12', version: 1, action: { add: 1 } });
      await authority.act(1, { code: 'AB12', version: 2, action: { add: 2 } });
      const now = (await authority.sync(2, 'AB12')) as { ok: true; state: GameState };
      return { start: start.state, one: one.state, now: now.state };
    }

    it('sends the patches a client missed, which make its state the current one', async () => {
      const { authority, store } = setup();
      const { one, now } = await playTwo(authority);
      expect(store.actions.map((a) => a.patch)).toMatchObject([
        { from: 0, version: 1 },
        { from: 1, version: 2 },
        { from: 2, version: 3 },
      ]);
      const answer = await authority.syncSince(2, 'ab12', 1);
      expect(answer).toMatchObject({ ok: true, gameId: 7, since: 1, patches: [{ from: 1 }, { from: 2 }] });
      if (!answer.ok || !('patches' in answer)) throw new Error('no patches');
      expect(applyStatePatches(one, answer.patches)).toEqual(now);
      expect(await authority.syncSince(2, 'AB12', 3)).toEqual({
        ok: true,
        gameId: 7,
        since: 3,
        patches: [],
        seats: [1, 2],
      });
    });

    it('sends the full state from the lobby version 0, from a version ahead, or when a patch was not kept', async () => {
      const { authority, store } = setup();
      const { now } = await playTwo(authority);
      const full = { ok: true, gameId: 7, state: now, seats: [1, 2] };
      expect(await authority.syncSince(2, 'AB12', 0)).toEqual(full);
      expect(await authority.syncSince(2, 'AB12', 4)).toEqual(full);
      store.actions[1] = { ...store.actions[1], patch: null as unknown as ActionCommit['patch'] };
      expect(await authority.syncSince(2, 'AB12', 1)).toEqual(full);
      expect(await authority.syncSince(2, 'AB12', 2)).toMatchObject({ since: 2, patches: [{ from: 2, version: 3 }] });
    });

    it('refuses whoever sync refuses', async () => {
      const { authority } = setup();
      expect(await authority.syncSince(3, 'AB12', 0)).toMatchObject({ ok: false, reason: 'unknown-game' });
      expect(await authority.syncSince(1, 'ZZZZ', 1)).toMatchObject({ ok: false, reason: 'unknown-game' });
    });
  });

  describe('forfeit', () => {
    it('ends a two-player game without a hook: next version, logged as the leaver’s $forfeit, broadcast, room left', async () => {
      const { authority, store, transport } = setup();
      await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } });
      const result = await authority.forfeit(2, 'ab12');
      expect(result).toMatchObject({ ok: true, gameId: 7, version: 2, state: { gameOver: true, player: null } });
      expect(store.games.get(7)).toMatchObject({ status: 'over', version: 2, match: { state: { total: 1 } } });
      expect(store.actions[1]).toMatchObject({
        userId: 2,
        action: { type: '$forfeit' },
        leaving: true,
        status: 'over',
      });
      expect(transport.sent[1]).toMatchObject({ event: 'emit-state', state: { version: 2, gameOver: true } });
      expect(store.log.slice(-3)).toEqual(['commit 2', 'broadcast 2', 'leave room 7 2']);
    });

    it('uses the game’s hook when it has one', async () => {
      const withHook = {
        ...race,
        forfeit: (match: Match<{ total: number }>, playerId: number) => ({
          ...match,
          player: null,
          gameOver: true,
          score: addScore(match.score, null, 100, playerId === alice.id ? bob.id : alice.id),
        }),
      };
      const { authority } = setup(withHook);
      const result = await authority.forfeit(1, 'AB12');
      expect(result.ok && result.state.score).toEqual([
        { player: alice, score: 0 },
        { player: bob, score: 100 },
      ]);
    });

    it('refuses outsiders, unknown codes and finished games; a leaver of a game that goes on may not act', async () => {
      const { authority, store } = setup();
      expect(await authority.forfeit(3, 'AB12')).toMatchObject({ ok: false, reason: 'unknown-game' });
      expect(await authority.forfeit(1, 'ZZZZ')).toMatchObject({ ok: false, reason: 'unknown-game' });
      store.games.get(7)!.left = [1];
      expect(await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } })).toMatchObject({
        error: MESSAGES.left,
      });
      expect(await authority.forfeit(1, 'AB12')).toMatchObject({ ok: false, error: MESSAGES.left });
      expect(await authority.sync(1, 'AB12')).toMatchObject({ ok: true, state: { version: 0 } });
      store.games.get(7)!.left = [];
      await authority.forfeit(1, 'AB12');
      expect(await authority.forfeit(2, 'AB12')).toMatchObject({ ok: false, reason: 'not-playing' });
      expect(store.actions).toHaveLength(1);
    });

    it('applies to whatever version another writer reached meanwhile', async () => {
      const { authority, store } = setup();
      store.beforeCommit = () => {
        const game = store.games.get(7)!;
        Object.assign(game, { version: 1, match: { ...game.match, state: { total: 2 }, player: bob } });
        store.beforeCommit = undefined;
      };
      expect(await authority.forfeit(1, 'AB12')).toMatchObject({
        ok: true,
        version: 2,
        state: { state: { total: 2 } },
      });
    });
  });
});

describe('MatchAuthority ending a game', () => {
  const playToWin = async (authority: MatchAuthority) => {
    await authority.act(1, { code: 'AB12', version: 0, action: { add: 2 } });
    await authority.act(2, { code: 'AB12', version: 1, action: { add: 1 } });
    return authority.act(1, { code: 'AB12', version: 2, action: { add: 2 } });
  };
  const expert = { rating: 1700, deviation: 60, volatility: 0.06, games: 30 };

  it('reads the seats once, at the last action only, and commits outcomes and both ratings with it', async () => {
    const { authority, store } = setup(race, PLAYED_ENOUGH);
    store.ratings.set('2 race', expert);
    await authority.act(1, { code: 'AB12', version: 0, action: { add: 2 } });
    await authority.act(2, { code: 'AB12', version: 1, action: { add: 1 } });
    expect(store.ratingReads).toBe(0);
    expect(await authority.act(1, { code: 'AB12', version: 2, action: { add: 2 } })).toMatchObject({ ok: true });
    expect(store.ratingReads).toBe(1);
    expect(store.actions).toHaveLength(3);
    expect(store.actions.slice(0, 2).every((action) => action.ending === undefined)).toBe(true);
    expect(store.outcomes.get(7)).toEqual({ 1: 'win', 2: 'loss' });
    const [winner, loser] = rateGame([
      { rank: 1, rating: null },
      { rank: 2, rating: expert },
    ]);
    expect(store.ratings.get('1 race')).toEqual({ ...winner, games: 1 });
    expect(store.ratings.get('2 race')).toEqual({ ...loser, games: 31 });
    expect(store.actions[2].ending!.ratings).toMatchObject([
      { userId: 1, ratingBefore: 1500, gamesBefore: 0 },
      { userId: 2, ratingBefore: 1700, gamesBefore: 30 },
    ]);
  });

  it('keeps the outcomes of a game with a guest or a computer seated, and rates nobody', async () => {
    for (const kind of ['guest', 'computer']) {
      const { authority, store } = setup(race, PLAYED_ENOUGH);
      store.kinds.set(2, kind);
      await playToWin(authority);
      expect(store.outcomes.get(7)).toEqual({ 1: 'win', 2: 'loss' });
      expect(store.actions[2].ending!.ratings).toEqual([]);
      expect(store.ratings.size).toBe(0);
    }
  });

  it('counts a forfeit as a loss, whatever the score', async () => {
    const { authority, store } = setup(race, PLAYED_ENOUGH);
    await authority.act(1, { code: 'AB12', version: 0, action: { add: 2 } });
    expect(await authority.forfeit(1, 'AB12')).toMatchObject({ ok: true });
    expect(store.outcomes.get(7)).toEqual({ 1: 'loss', 2: 'win' });
    expect(store.ratings.get('1 race')!.rating).toBeLessThan(1500);
    expect(store.ratings.get('2 race')!.rating).toBeGreaterThan(1500);
  });

  it('never writes over a rating that changed after it was read: that commit conflicts, the action is decided again', async () => {
    const { authority, store } = setup(race, PLAYED_ENOUGH);
    await authority.act(1, { code: 'AB12', version: 0, action: { add: 2 } });
    await authority.act(2, { code: 'AB12', version: 1, action: { add: 1 } });
    // Bob's other game (one he joined after leaving this one elsewhere) ends between the read and this commit.
    const newer = { rating: 1550, deviation: 300, volatility: 0.06, games: 1 };
    const commits: (Glicko & { games: number })[] = [];
    store.beforeCommit = () => {
      if (commits.length === 0) store.ratings.set('2 race', newer);
      commits.push(store.ratings.get('2 race')!);
    };
    expect(await authority.act(1, { code: 'AB12', version: 2, action: { add: 2 } })).toMatchObject({
      ok: true,
      version: 3,
    });
    // The first commit (rated from none) was refused; the second read and rated from the newer rating.
    expect(store.ratingReads).toBe(2);
    expect(commits).toEqual([newer, newer]);
    expect(store.actions).toHaveLength(3);
    expect(store.actions[2].ending!.ratings[1]).toMatchObject({ ratingBefore: 1550, gamesBefore: 1 });
    const [, loser] = rateGame([
      { rank: 1, rating: null },
      { rank: 2, rating: newer },
    ]);
    expect(store.ratings.get('2 race')).toEqual({ ...loser, games: 2 });
  });

  it('refuses as stale, changing nothing, when the ratings keep changing under the commit', async () => {
    const { authority, store } = setup(race, PLAYED_ENOUGH);
    await authority.act(1, { code: 'AB12', version: 0, action: { add: 2 } });
    await authority.act(2, { code: 'AB12', version: 1, action: { add: 1 } });
    let games = 0;
    store.beforeCommit = () => store.ratings.set('2 race', { ...expert, games: ++games });
    expect(await authority.act(1, { code: 'AB12', version: 2, action: { add: 2 } })).toMatchObject({
      ok: false,
      reason: 'stale',
      state: { version: 2 },
    });
    expect(store.games.get(7)).toMatchObject({ status: 'playing', version: 2 });
    expect(store.ratings.has('1 race')).toBe(false);
    expect(store.outcomes.size).toBe(0);
  });

  it('retries a forfeit whose rating read went stale, on fresh ratings', async () => {
    const { authority, store } = setup(race, PLAYED_ENOUGH);
    store.beforeCommit = () => {
      store.ratings.set('1 race', expert);
      store.beforeCommit = undefined;
    };
    expect(await authority.forfeit(2, 'AB12')).toMatchObject({ ok: true, version: 1 });
    expect(store.ratingReads).toBe(2);
    expect(store.ratings.get('1 race')).toMatchObject({ games: 31 });
    expect(store.ratings.get('1 race')!.rating).toBeGreaterThan(1700);
  });
});

describe('MatchAuthority with a game that has a view', () => {
  const stored = (store: MemoryStore): GameState => ({
    ...store.games.get(7)!.match,
    code: 'AB12',
    version: store.games.get(7)!.version,
    clock: null,
  });
  const seenBy = (state: GameState, viewer: Viewer) => viewState(hiddenRace as GameDefinition, state, viewer);

  it('keeps the full state, sends each seat and the spectators their own view and patch, and answers with the caller’s', async () => {
    const { authority, store, transport } = setup(hiddenRace);
    const before = stored(store);
    const result = await authority.act(1, { code: 'AB12', version: 0, action: { add: 2 } });
    const after = stored(store);
    expect(after.state).toEqual({ total: 2, deck: [8, 7, 6, 5], turned: [9] });
    expect(transport.sent).toEqual([]);
    expect(transport.views).toHaveLength(1);
    const { deliveries, mover } = transport.views[0];
    expect(mover).toBe(1);
    expect(deliveries.map((delivery) => delivery.viewer)).toEqual([1, 2, null]);
    for (const { viewer, state, patch } of deliveries) {
      expect(state).toEqual(seenBy(after, viewer));
      expect(JSON.stringify({ state, patch })).not.toMatch(/deck"|\[8,7,6,5\]/);
      expect(applyStatePatch(seenBy(before, viewer), patch!)).toEqual(state);
    }
    expect(result).toMatchObject({ ok: true, version: 1, state: seenBy(after, 1), patch: deliveries[0].patch });
  });

  it('shows every answer as the caller’s view: refusals, syncs, catch-ups and a forfeit', async () => {
    const { authority, store } = setup(hiddenRace);
    await authority.act(1, { code: 'AB12', version: 0, action: { add: 1 } });
    const stale = await authority.act(2, { code: 'AB12', version: 0, action: { add: 1 } });
    expect(stale).toMatchObject({ ok: false, reason: 'stale', state: seenBy(stored(store), 2) });
    expect(await authority.sync(2, 'AB12')).toEqual({
      ok: true,
      gameId: 7,
      state: seenBy(stored(store), 2),
      seats: [1, 2],
    });
    // The log holds the full state's patches: a catch-up is the whole view instead.
    expect(await authority.syncSince(1, 'AB12', 0)).toMatchObject({ state: seenBy(stored(store), 1) });
    const caughtUp = await authority.syncSince(1, 'AB12', 1);
    expect(caughtUp).toEqual({ ok: true, gameId: 7, state: seenBy(stored(store), 1), seats: [1, 2] });
    const left = await authority.forfeit(2, 'AB12');
    expect(left).toMatchObject({ ok: true, state: seenBy(stored(store), 2) });
    expect(JSON.stringify([stale, caughtUp, left])).not.toContain('deck"');
  });

  it('refuses any submitted state of a game with a view, even the caller’s view of a legal result: it changes nothing', async () => {
    const { authority, store } = setup(hiddenRace);
    const { state } = (await authority.sync(1, 'AB12')) as { ok: true; state: GameState };
    const full = { ...stored(store), version: 1, player: bob, state: { total: 2, deck: [8, 7, 6, 5], turned: [9] } };
    const proposed = { ...state, version: 1, player: bob, state: { total: 2, turned: [9], deckSize: 4, viewer: 1 } };
    for (const submitted of [full, proposed])
      expect(await authority.submitState(1, submitted)).toEqual({
        ok: false,
        reason: 'mismatch',
        error: MESSAGES.actionsOnly,
      });
    expect(store.actions).toEqual([]);
    expect(stored(store).version).toBe(0);
  });

  it('sends a public game’s one state and patch as before, to everyone alike', async () => {
    const { authority, transport } = setup();
    const result = await authority.act(1, { code: 'AB12', version: 0, action: { add: 2 } });
    expect(transport.views).toEqual([]);
    expect(transport.sent).toHaveLength(1);
    expect(result.ok && result.state).toBe(transport.sent[0].state);
  });
});

describe('MatchAuthority keeping time', () => {
  const T0 = 5_000_000;
  /** A 60+2 clock started at T0 on alice's first turn; the authority's time is `clock.now`. */
  function timed(game: Partial<StoredGame> = {}) {
    const clock = { now: T0 };
    const settings = { now: () => clock.now, firstMoveTimeoutMs: 30_000, ratedPairLimit: 3 };
    const started: Partial<StoredGame> = {
      clock: { initial: 60, increment: 2, remainingMs: [60_000, 60_000], running: 0, serverTime: T0 },
      moves: { actions: [0, 0], turns: [0, 0] },
      ...game,
    };
    return { clock, ...setup(race, started, settings) };
  }
  const act = (authority: MatchAuthority, userId: number, version: number) =>
    authority.act(userId, { code: 'AB12', version, action: { add: 1 } });

  it('writes the clock with each action: the mover charged and credited, the next seat running, the next deadline', async () => {
    const { authority, store, clock } = timed();
    clock.now = T0 + 4_000;
    const result = await act(authority, 1, 0);
    expect(result).toMatchObject({
      ok: true,
      state: { clock: { remainingMs: [58_000, 60_000], running: 1, serverTime: T0 + 4_000 } },
    });
    expect(store.actions[0]).toMatchObject({
      pace: { moves: { actions: [1, 0], turns: [1, 0] } },
      // Bob's first move: the first-move timeout comes before his flag.
      deadlineAt: T0 + 4_000 + 30_000,
    });
  });

  it('refuses a move made after the flag fell, changing nothing, and ends the game once when the deadline is swept', async () => {
    const { authority, store, clock, transport } = timed();
    await act(authority, 1, 0);
    clock.now = T0 + 1_000;
    await act(authority, 2, 1);
    // Alice's 60 s and her 2 s increment, running since Bob's move.
    clock.now = T0 + 1_000 + 62_000;
    expect(await act(authority, 1, 2)).toMatchObject({ ok: false, reason: 'time-up', error: MESSAGES.timeUp });
    expect(store.actions).toHaveLength(2);
    expect(await store.findDue(clock.now, 10)).toEqual([{ id: 7, code: 'AB12' }]);
    const ended = await authority.expire(7, 'AB12');
    expect(ended).toMatchObject({ ok: true, version: 3, state: { gameOver: true } });
    expect(store.games.get(7)!.match).toMatchObject({
      gameOver: true,
      forfeited: { players: [1], endedGame: true, timedOut: [1] },
    });
    expect(store.actions[2]).toMatchObject({ userId: 1, action: { type: '$timeout' }, deadlineAt: null });
    expect(store.outcomes.get(7)).toEqual({ 1: 'loss', 2: 'win' });
    expect(transport.sent.at(-1)!.state).toMatchObject({ version: 3, clock: { running: null } });
    // Swept again, by this or another instance: nothing is due any more.
    expect(await authority.expire(7, 'AB12')).toBeNull();
    expect(await act(authority, 1, 3)).toMatchObject({ ok: false, reason: 'time-up', error: MESSAGES.timeUp });
    expect(await act(authority, 2, 3)).toMatchObject({ ok: false, error: MESSAGES.gameOver });
  });

  it('ends a timeout once when two instances sweep it at once, and a move that lands first wins over both', async () => {
    const { store, clock, transport } = timed();
    const settings = { now: () => clock.now, firstMoveTimeoutMs: 30_000, ratedPairLimit: 3 };
    const one = new MatchAuthority(store, transport, () => race as GameDefinition, settings);
    const two = new MatchAuthority(store, transport, () => race as GameDefinition, settings);
    await act(one, 1, 0);
    await act(two, 2, 1);
    clock.now = T0 + 62_000;
    const results = await Promise.all([one.expire(7, 'AB12'), two.expire(7, 'AB12')]);
    expect(results.filter((result) => result?.ok)).toHaveLength(1);
    expect(store.actions.filter((action) => sameJson(action.action, { type: '$timeout' }))).toHaveLength(1);

    const raced = timed();
    await act(raced.authority, 1, 0);
    await act(raced.authority, 2, 1);
    raced.clock.now = T0 + 30_000;
    // Alice's move is applied first; the sweep that found the old deadline then finds nothing due.
    expect(await act(raced.authority, 1, 2)).toMatchObject({ ok: true });
    expect(await raced.authority.expire(7, 'AB12')).toBeNull();
    expect(raced.store.games.get(7)!.status).toBe('playing');
  });

  it('only ever brings a deadline row forward on a move, and the sweep moves one that fell early to the true deadline', async () => {
    const { authority, store, clock } = timed();
    await act(authority, 1, 0);
    clock.now = T0 + 1_000;
    await act(authority, 2, 1);
    // Bob's first-move deadline stays: Alice's flag, now the game's deadline, is later.
    expect(store.deadlines.get(7)).toBe(T0 + 30_000);
    clock.now = T0 + 30_000;
    expect(await store.findDue(clock.now, 10)).toEqual([{ id: 7, code: 'AB12' }]);
    expect(await authority.expire(7, 'AB12')).toBeNull();
    expect(store.deadlines.get(7)).toBe(T0 + 1_000 + 62_000);
    expect(store.games.get(7)!.status).toBe('playing');
  });

  it('aborts a game whose seat does not make its first move in time: no winner, nobody rated', async () => {
    const { authority, store, clock } = timed();
    await act(authority, 1, 0);
    clock.now = T0 + 29_999;
    expect(await authority.expire(7, 'AB12')).toBeNull();
    clock.now = T0 + 30_000;
    expect(await authority.expire(7, 'AB12')).toMatchObject({
      ok: true,
      state: { gameOver: true, aborted: { by: 2, late: true } },
    });
    expect(store.actions[1]).toMatchObject({
      userId: 2,
      action: { type: '$abort', late: true },
      ending: { unrated: 'aborted' },
    });
    expect(store.outcomes.get(7)).toEqual({});
    expect(store.ratings.size).toBe(0);
  });

  it('lets any seat abort until every seat has moved, and not after', async () => {
    const early = timed();
    await act(early.authority, 1, 0);
    expect(await early.authority.abort(1, 'AB12')).toMatchObject({
      ok: true,
      state: { aborted: { by: 1, late: false } },
    });

    const late = timed();
    await act(late.authority, 1, 0);
    await act(late.authority, 2, 1);
    expect(await late.authority.abort(1, 'AB12')).toMatchObject({ ok: false, error: MESSAGES.tooLateToAbort });
    expect(late.store.games.get(7)!.status).toBe('playing');
  });

  it('lets the one left claim a game without a clock, and no clocked game', async () => {
    const untimed = timed({ clock: null });
    const asked: number[][] = [];
    const stillHere = async (opponents: number[]) => (asked.push(opponents), false);
    expect(await untimed.authority.claim(2, 'AB12', stillHere)).toMatchObject({
      ok: false,
      error: MESSAGES.notClaimable,
    });
    expect(asked).toEqual([[1]]);
    expect(await untimed.authority.claim(2, 'AB12', async () => true)).toMatchObject({
      ok: true,
      state: { gameOver: true, forfeited: { players: [1], endedGame: true } },
    });
    expect(untimed.store.actions[0]).toMatchObject({ userId: 2, action: { type: '$claim' } });
    expect(untimed.store.outcomes.get(7)).toEqual({ 1: 'loss', 2: 'win' });

    const clocked = timed();
    expect(await clocked.authority.claim(2, 'AB12', async () => true)).toMatchObject({
      ok: false,
      error: MESSAGES.notClaimable,
    });
  });

  it('rates a clocked game in which every seat finished two turns, and says why it does not rate another', async () => {
    const quick = timed();
    await act(quick.authority, 1, 0);
    await act(quick.authority, 2, 1);
    await act(quick.authority, 1, 2);
    await act(quick.authority, 2, 3);
    expect(await act(quick.authority, 1, 4)).toMatchObject({ ok: true, state: { gameOver: true } });
    expect(quick.store.actions[4].ending).toMatchObject({ unrated: null, ratings: [{ userId: 1 }, { userId: 2 }] });

    const short = timed();
    await short.authority.act(1, { code: 'AB12', version: 0, action: { add: 2 } });
    await short.authority.act(2, { code: 'AB12', version: 1, action: { add: 1 } });
    await short.authority.act(1, { code: 'AB12', version: 2, action: { add: 2 } });
    expect(short.store.actions[2].ending).toMatchObject({ unrated: 'moves', ratings: [] });

    const untimed = timed({ clock: null });
    await untimed.authority.forfeit(1, 'AB12');
    expect(untimed.store.actions[0].ending).toMatchObject({ unrated: 'clock', ratings: [] });
  });
});
