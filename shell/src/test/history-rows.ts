import type { HistoryRow } from '../history/history-api';
import { OPPONENT } from './game-states';
import { GUEST } from './render-app';

/** A row of the guest's history: a finished win over Bo unless told otherwise. */
export function historyRow(id: number, more: Partial<HistoryRow> = {}): HistoryRow {
  const me = { id: GUEST.id, name: GUEST.name };
  return {
    id,
    game: 'super_tic_tac_toe',
    code: 'K7QZ',
    status: 'over',
    listed: false,
    players: [me, OPPONENT],
    opponents: [OPPONENT],
    result: 'win',
    moves: 17,
    startedAt: '2026-11-20T10:00:00.000Z',
    endedAt: '2026-11-20T10:20:00.000Z',
    ...more,
  };
}
