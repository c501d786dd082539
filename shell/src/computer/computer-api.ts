import type { GameState } from '@tabletop/game-kit';
import { api } from '../api/client';
import { isGameState } from '../match/match-state';

export type ComputerLevel = 'easy' | 'hard';

/** Starts a game against the computer at once: `opponents` computer seats (more than one only where the game allows). */
export async function playComputer(game: string, level: ComputerLevel, opponents?: number): Promise<GameState> {
  const state = await api.post('/game/computer', { game, level, ...(opponents === undefined ? {} : { opponents }) });
  if (!isGameState(state)) throw new Error('The server did not answer with a game');
  return state;
}
