import type { GameState, Player, StatePatch } from '@tabletop/game-kit';
import { api } from '../api/client';
import type { MoveEntry } from '../moves/moves-api';

/** A finished game rebuilt by its own rules, as everyone could see it (GET /api/replays/:id). */
export interface Replay {
  id: number;
  game: string;
  code: string;
  players: Player[];
  result: { winners: Player[]; draw: boolean; forfeited: Player[] };
  startedAt: string;
  endedAt: string;
  /** The position before the first move. */
  start: GameState;
  /** patches[i] turns position i into position i + 1. */
  patches: StatePatch[];
  /** moves[i] is what patches[i] played. */
  moves: MoveEntry[];
}

export function fetchReplay(id: string): Promise<Replay> {
  return api.get<Replay>(`/replays/${encodeURIComponent(id)}`);
}
