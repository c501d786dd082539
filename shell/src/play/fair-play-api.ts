import type { GameState } from '@tabletop/game-kit';
import { api } from '../api/client';
import { isGameState } from '../match/match-state';

async function gameState(answer: Promise<unknown>): Promise<GameState> {
  const state = await answer;
  if (!isGameState(state)) throw new Error('The server did not answer with a game');
  return state;
}

/** Calls the game off, which any seat may do until every seat has made its first move. */
export function abortGame(code: string): Promise<GameState> {
  return gameState(api.post('/game/abort', { code }));
}

/** Claims a game without a clock once every opponent has been gone long enough. */
export function claimVictory(code: string): Promise<GameState> {
  return gameState(api.post('/game/claim', { code }));
}
