import { normaliseCode, type GameState } from '@tabletop/game-kit';
import { api } from '../api/client';
import { isGameState } from '../match/match-state';

async function expectGameState(answer: Promise<unknown>): Promise<GameState> {
  const state = await answer;
  if (!isGameState(state)) throw new Error('The server did not answer with a game');
  return state;
}

export function createGame(game: string): Promise<GameState> {
  return expectGameState(api.post('/game/create', { game }));
}

export function joinGame(game: string, code: string): Promise<GameState> {
  return expectGameState(api.post('/game/join', { game, code: normaliseCode(code) }));
}

/** The first seat starts before the table is full: overrideStart (spec §4). */
export function startGame(game: string, code: string): Promise<GameState> {
  return expectGameState(api.post('/game/start', { game, code, overrideStart: true }));
}

/** Frees the seat of a waiting game, or forfeits a started one: then the answer is the game as the leaver sees it. */
export async function leaveGame(code: string): Promise<GameState | undefined> {
  const answer = await api.post<{ state?: unknown } | undefined>('/game/leave', { code });
  return isGameState(answer?.state) ? answer.state : undefined;
}
