import type { ClockSetting, GameState } from '@tabletop/game-kit';
import { normaliseCode } from '@tabletop/protocol';
import { api } from '../api/client';
import { isGameState } from '../match/match-state';

async function expectGameState(answer: Promise<unknown>): Promise<GameState> {
  const state = await answer;
  if (!isGameState(state)) throw new Error('The server did not answer with a game');
  return state;
}

/**
 * `listed`: shown among the open tables while it waits (`List publicly`); private, code only, otherwise. `clock`: the
 * game's clock, null for none; left out, the server's default (the game's usual clock at a listed table).
 */
export function createGame(game: string, listed = false, clock?: ClockSetting | null): Promise<GameState> {
  return expectGameState(
    api.post('/game/create', {
      game,
      ...(listed && { listed }),
      ...(clock !== undefined && { clock }),
    }),
  );
}

/** `Play now`: a seat at the oldest open table of the game, or a new open table. */
export function quickMatch(game: string): Promise<GameState> {
  return expectGameState(api.post('/game/quick', { game }));
}

export function joinGame(game: string, code: string): Promise<GameState> {
  return expectGameState(api.post('/game/join', { game, code: normaliseCode(code) }));
}

/** The first seat starts before the table is full: overrideStart. */
export function startGame(game: string, code: string): Promise<GameState> {
  return expectGameState(api.post('/game/start', { game, code, overrideStart: true }));
}

/** Frees the seat of a waiting game, or forfeits a started one: then the answer is the game as the leaver sees it. */
export async function leaveGame(code: string): Promise<GameState | undefined> {
  const answer = await api.post<{ state?: unknown } | undefined>('/game/leave', { code });
  return isGameState(answer?.state) ? answer.state : undefined;
}
